import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { supplierOrderMachine } from '../../machines/supplier-order.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import {
  SUPPLIER_ORDER_ID,
  supplierOrderModel,
} from '../../tooling/machine-models/supplier-order-model.ts'

describe('supplierOrderMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(supplierOrderModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    // A check that finds the order still processing leaves it in the queue with its actions.
    expect(descriptions).toContainEqual(
      expect.stringContaining('checking --xstate.done.actor.checkOrder--> idle'),
    )
    // A refund another operator made first is told, not repeated.
    expect(descriptions).toContainEqual(
      expect.stringContaining('refunding --xstate.error.actor.refundOrder--> settledElsewhere'),
    )
  })
})

describe('supplierOrderMachine, what it sends', () => {
  const answering = (sent: unknown[]) =>
    supplierOrderMachine.provide({
      actors: {
        markDelivered: fromPromise(async ({ input }) => {
          sent.push(input)
          return { outcome: 'DELIVERED' as const }
        }),
        refundOrder: fromPromise(async ({ input }) => {
          sent.push(input)
          return { outcome: 'REFUNDED' as const }
        }),
      },
    })

  it('sends the trimmed reference only after the confirmation, and keeps the outcome', async () => {
    const sent: unknown[] = []
    const actor = createActor(answering(sent), { input: { orderId: SUPPLIER_ORDER_ID } }).start()
    actor.send({ type: 'user.markDelivered' })
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().context.missing).toBe('reference')
    actor.send({ type: 'user.changeText', field: 'reference', value: '  SN-42  ' })
    expect(actor.getSnapshot().context.missing).toBeNull()
    actor.send({ type: 'user.confirm' })
    expect(sent).toEqual([])
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(sent).toEqual([{ orderId: SUPPLIER_ORDER_ID, reference: 'SN-42' }])
    expect(actor.getSnapshot().context.outcome).toBe('DELIVERED')
  })

  it('sends the trimmed reason of a refund after its confirmation', async () => {
    const sent: unknown[] = []
    const actor = createActor(answering(sent), { input: { orderId: SUPPLIER_ORDER_ID } }).start()
    actor.send({ type: 'user.refund' })
    actor.send({ type: 'user.changeText', field: 'reason', value: ' Lost by the supplier ' })
    actor.send({ type: 'user.confirm' })
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(sent).toEqual([{ orderId: SUPPLIER_ORDER_ID, reason: 'Lost by the supplier' }])
    expect(actor.getSnapshot().context.outcome).toBe('REFUNDED')
  })
})
