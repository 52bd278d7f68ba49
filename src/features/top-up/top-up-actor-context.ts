import { createActorContext } from '@xstate/react'
import { topUpMachine } from '../../../machines/top-up.machine'

/** The recharge screen's one top-up actor; the provider supplies its real actors and actions. */
export const TopUpActorContext = createActorContext(topUpMachine)
