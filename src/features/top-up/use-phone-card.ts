import { useSelector } from '@xstate/react'
import { creditShown, type PhoneCardContext } from '../../../machines/phone-card.machine'
import type { PhoneCardOperator } from '../../../contract/shop-rules'
import {
  realtimeEvents,
  type TopupPaidPayload,
  type TopupRejectedPayload,
} from '../../../contract/realtime-events'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { createPhoneCardLogic, type PhoneCardLogic } from './phone-card.logic'

export type PhoneCardPhase =
  | 'loadingOptions'
  | 'optionsFailed'
  | 'editing'
  | 'sending'
  | 'waiting'
  | 'credited'
  | 'declined'
  | 'refused'

const PHASES: readonly PhoneCardPhase[] = [
  'loadingOptions',
  'optionsFailed',
  'editing',
  'sending',
  'waiting',
  'credited',
  'declined',
  'refused',
]

export interface PhoneCard extends PhoneCardContext {
  phase: PhoneCardPhase
  /** What the wallet would receive, once a face value is chosen. */
  credit: number | null
  chooseOperator(operator: PhoneCardOperator): void
  chooseFaceValue(faceValue: number): void
  changeSerial(value: string): void
  changePin(value: string): void
  submit(): void
  retry(): void
  startOver(): void
}

/** A phone-card top-up for one customer: its actor, fed the customer's top-up events, and intents. */
export function usePhoneCard(
  userId: string,
  testOptions?: FlowTestOptions<PhoneCardLogic>,
): PhoneCard {
  const actor = useFlowActor(createPhoneCardLogic, {
    systemId: 'phoneCard',
    input: undefined,
    ...testOptions,
  })
  const phase = useSelector(
    actor,
    (snapshot) => PHASES.find((name) => snapshot.matches(name)) ?? 'editing',
  )
  const context = useSelector(actor, (snapshot) => snapshot.context)
  useRealtimeEvent<TopupPaidPayload>(realtimeEvents.topupPaid(userId), (payload) =>
    actor.send({ type: 'socket.topUpPaid', topupId: payload.topupId }),
  )
  useRealtimeEvent<TopupRejectedPayload>(realtimeEvents.topupRejected(userId), (payload) =>
    actor.send({
      type: 'socket.topUpRejected',
      topupId: payload.topupId,
      cardRefusal: payload.cardRefusal,
    }),
  )
  useRealtimeResync(() => actor.send({ type: 'socket.resynced' }))
  return {
    ...context,
    phase,
    credit: creditShown(context),
    chooseOperator: (operator) => actor.send({ type: 'user.chooseOperator', operator }),
    chooseFaceValue: (faceValue) => actor.send({ type: 'user.chooseFaceValue', faceValue }),
    changeSerial: (value) => actor.send({ type: 'user.changeSerial', value }),
    changePin: (value) => actor.send({ type: 'user.changePin', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    retry: () => actor.send({ type: 'user.retry' }),
    startOver: () => actor.send({ type: 'user.startOver' }),
  }
}
