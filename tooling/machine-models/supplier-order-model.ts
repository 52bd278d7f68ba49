import { NO_ANSWER } from '../../contract/error-code.ts'
import { supplierOrderMachine } from '../../machines/supplier-order.machine.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'

type SupplierOrderMachine = typeof supplierOrderMachine

export const SUPPLIER_ORDER_ID = '3b7d9f1a-5c2e-4a6b-8d0f-1e3a5c7b9d2f'

const errors = (id: 'checkOrder' | 'markDelivered' | 'refundOrder') => [
  { type: `xstate.error.actor.${id}`, error: { code: 'ORDER_NOT_RUNNING' } },
  { type: `xstate.error.actor.${id}`, error: { code: NO_ANSWER } },
]

/**
 * Blank and real texts for both fields; a check that settles, one that finds the order still
 * processing; each request settled elsewhere first, or unanswered.
 */
export const supplierOrderEvents: EventPayloads<SupplierOrderMachine> = {
  'user.changeText': [
    { type: 'user.changeText', field: 'reference', value: '  ' },
    { type: 'user.changeText', field: 'reference', value: 'DF-REF-1234' },
    { type: 'user.changeText', field: 'reason', value: '   ' },
    { type: 'user.changeText', field: 'reason', value: 'The supplier lost the order' },
  ],
  'xstate.done.actor.checkOrder': [
    { type: 'xstate.done.actor.checkOrder', output: { outcome: 'DELIVERED' } },
    { type: 'xstate.done.actor.checkOrder', output: { outcome: 'WAITING' } },
  ],
  'xstate.done.actor.markDelivered': [
    { type: 'xstate.done.actor.markDelivered', output: { outcome: 'DELIVERED' } },
  ],
  'xstate.done.actor.refundOrder': [
    { type: 'xstate.done.actor.refundOrder', output: { outcome: 'REFUNDED' } },
  ],
  'xstate.error.actor.checkOrder': errors('checkOrder'),
  'xstate.error.actor.markDelivered': errors('markDelivered'),
  'xstate.error.actor.refundOrder': errors('refundOrder'),
} as EventPayloads<SupplierOrderMachine>

/** What the operator sees: the state, which texts are typed, the warning, a failure, a wait. */
export function serializeSupplierOrder(snapshot: ModelSnapshot<SupplierOrderMachine>): string {
  const { reference, reason, missing, errorCode, stillWaiting, outcome } = snapshot.context
  return JSON.stringify({
    value: snapshot.value,
    referenceGiven: reference.trim() !== '',
    reasonGiven: reason.trim() !== '',
    missing,
    failed: errorCode !== null,
    stillWaiting,
    outcome,
  })
}

export function supplierOrderModel() {
  const promises = new ControlledPromises()
  const machine = supplierOrderMachine.provide({
    actors: {
      checkOrder: promises.logic(),
      markDelivered: promises.logic(),
      refundOrder: promises.logic(),
    },
  })
  return {
    machine,
    promises,
    input: { orderId: SUPPLIER_ORDER_ID },
    events: supplierOrderEvents,
    serializeState: serializeSupplierOrder,
    // Three branches with texts typed in any order: their simple paths run to the many thousands,
    // while the shortest paths already take every transition.
    simplePaths: false,
  }
}
