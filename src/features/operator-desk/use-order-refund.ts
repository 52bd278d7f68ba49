import { useSelector } from '@xstate/react'
import type { ErrorCode } from '#contract/error-code'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { createOrderRefundLogic, type OrderRefundLogic } from './order-refund.logic'

export type OrderRefundPhase =
  | 'idle'
  | 'writingReason'
  | 'confirming'
  | 'refunding'
  | 'failed'
  | 'refunded'
  | 'refundedElsewhere'

export interface OrderRefund {
  phase: OrderRefundPhase
  reason: string
  reasonMissing: boolean
  refundedAt: string | null
  errorCode: ErrorCode | null
  refund(): void
  changeReason(value: string): void
  confirm(): void
  cancel(): void
  retry(): void
}

/** One order's refund at the desk: its actor, what the row draws, and its intents. */
export function useOrderRefund(
  orderId: string,
  testOptions?: FlowTestOptions<OrderRefundLogic>,
): OrderRefund {
  const actor = useFlowActor(createOrderRefundLogic, {
    systemId: `orderRefund:${orderId}`,
    input: { orderId },
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as OrderRefundPhase)
  const { reason, reasonMissing, refundedAt, errorCode } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  )
  return {
    phase,
    reason,
    reasonMissing,
    refundedAt,
    errorCode,
    refund: () => actor.send({ type: 'user.refund' }),
    changeReason: (value) => actor.send({ type: 'user.changeReason', value }),
    confirm: () => actor.send({ type: 'user.confirm' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
