import { useSelector } from '@xstate/react'
import type { AmountProblem, PendingTopUp } from '../../../machines/top-up.machine'
import type { ErrorCode } from '../../../contract/error-code'
import {
  realtimeEvents,
  type TopupPaidPayload,
  type TopupRejectedPayload,
} from '../../../contract/realtime-events'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { createTopUpLogic, type TopUpLogic } from './top-up.logic'

/** Where the top-up stands, as the screen draws it. */
export type TopUpPhase =
  | 'editing'
  | 'generatingQr'
  | 'awaitingPayment'
  | 'paid'
  | 'expired'
  | 'closed'
  | 'rejected'
  | 'failed'

const PHASES: readonly TopUpPhase[] = [
  'editing',
  'generatingQr',
  'awaitingPayment',
  'paid',
  'expired',
  'closed',
  'rejected',
  'failed',
]

export interface TopUp {
  phase: TopUpPhase
  amountText: string
  amountProblem: AmountProblem | null
  /** The QR on screen (awaitingPayment) or the last one made. */
  pending: PendingTopUp | null
  remainingMs: number
  errorCode: ErrorCode | null
  /** Why an operator refused the top-up (phase 'rejected'). */
  rejectReason: string | null
  changeAmount(value: string): void
  submit(): void
  closeQr(): void
  retry(): void
}

/**
 * The recharge screen's top-up for one customer: its actor, fed the customer's payment events and
 * the reconnects that may have missed one, what the screen reads of it, and its intents.
 */
export function useTopUp(userId: string, testOptions?: FlowTestOptions<TopUpLogic>): TopUp {
  const actor = useFlowActor(createTopUpLogic, {
    systemId: 'topUp',
    input: { userId },
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
    actor.send({ type: 'socket.topUpRejected', topupId: payload.topupId, reason: payload.reason }),
  )
  useRealtimeResync(() => actor.send({ type: 'socket.resynced' }))

  return {
    phase,
    amountText: context.amountText,
    amountProblem: context.amountProblem,
    pending: context.topUp,
    remainingMs: context.remainingMs,
    errorCode: context.errorCode,
    rejectReason: context.rejectReason,
    changeAmount: (value) => actor.send({ type: 'user.changeAmount', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    closeQr: () => actor.send({ type: 'user.closeQr' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
