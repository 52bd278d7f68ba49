import { useSelector } from '@xstate/react'
import type { SupplierOrderContext, SupplierOrderText } from '#machines/supplier-order.machine'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { createSupplierOrderLogic, type SupplierOrderLogic } from './supplier-order.logic'

export type SupplierOrderPhase =
  | 'idle'
  | 'checking'
  | 'checkFailed'
  | 'writingReference'
  | 'confirmingDelivery'
  | 'delivering'
  | 'deliveryFailed'
  | 'writingReason'
  | 'confirmingRefund'
  | 'refunding'
  | 'refundFailed'
  | 'settled'
  | 'settledElsewhere'

export interface SupplierOrder extends Omit<SupplierOrderContext, 'orderId'> {
  phase: SupplierOrderPhase
  check(): void
  markDelivered(): void
  refund(): void
  changeText(field: SupplierOrderText, value: string): void
  confirm(): void
  cancel(): void
  retry(): void
}

/** One waiting order of the supplier queue: its actor, what the row draws, and its intents. */
export function useSupplierOrder(
  orderId: string,
  testOptions?: FlowTestOptions<SupplierOrderLogic>,
): SupplierOrder {
  const actor = useFlowActor(createSupplierOrderLogic, {
    systemId: `supplierOrder:${orderId}`,
    input: { orderId },
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as SupplierOrderPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    reference: context.reference,
    reason: context.reason,
    missing: context.missing,
    outcome: context.outcome,
    stillWaiting: context.stillWaiting,
    errorCode: context.errorCode,
    check: () => actor.send({ type: 'user.check' }),
    markDelivered: () => actor.send({ type: 'user.markDelivered' }),
    refund: () => actor.send({ type: 'user.refund' }),
    changeText: (field, value) => actor.send({ type: 'user.changeText', field, value }),
    confirm: () => actor.send({ type: 'user.confirm' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
