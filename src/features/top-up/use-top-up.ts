import type { AmountProblem, PendingTopUp } from '../../../machines/top-up.machine'
import { TopUpActorContext } from './top-up-actor-context'

/** Where the top-up stands, as the screen draws it. */
export type TopUpPhase =
  'editing' | 'generatingQr' | 'awaitingPayment' | 'paid' | 'expired' | 'closed' | 'failed'

const PHASES: readonly TopUpPhase[] = [
  'editing',
  'generatingQr',
  'awaitingPayment',
  'paid',
  'expired',
  'closed',
  'failed',
]

export interface TopUp {
  phase: TopUpPhase
  amountText: string
  amountProblem: AmountProblem | null
  /** The QR on screen (awaitingPayment) or the last one made. */
  pending: PendingTopUp | null
  remainingMs: number
  errorCode: string | null
  changeAmount(value: string): void
  submit(): void
  closeQr(): void
  retry(): void
}

/** The recharge screen's intents and what it reads of the top-up actor. */
export function useTopUp(): TopUp {
  const actor = TopUpActorContext.useActorRef()
  const phase = TopUpActorContext.useSelector(
    (snapshot) => PHASES.find((name) => snapshot.matches(name)) ?? 'editing',
  )
  const context = TopUpActorContext.useSelector((snapshot) => snapshot.context)

  return {
    phase,
    amountText: context.amountText,
    amountProblem: context.amountProblem,
    pending: context.topUp,
    remainingMs: context.remainingMs,
    errorCode: context.errorCode,
    changeAmount: (value) => actor.send({ type: 'user.changeAmount', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    closeQr: () => actor.send({ type: 'user.closeQr' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
