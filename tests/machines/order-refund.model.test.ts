import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { orderRefundMachine } from '../../machines/order-refund.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { ORDER_ID, orderRefundModel } from '../../tooling/machine-models/order-refund-model.ts'

describe('orderRefundMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(orderRefundModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    // A refund that got no answer keeps its reason for the retry.
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'refunding --xstate.error.actor.refundOrder--> failed --user.retry--> refunding --xstate.done.actor.refundOrder--> refunded',
      ),
    )
  })
})

describe('orderRefundMachine, what it sends', () => {
  it('sends the trimmed reason only after the confirmation, and keeps the refund time', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      orderRefundMachine.provide({
        actors: {
          refundOrder: fromPromise(async ({ input }) => {
            sent.push(input)
            return { refundedAt: '2030-06-01T03:01:00.000Z' }
          }),
        },
      }),
      { input: { orderId: ORDER_ID } },
    ).start()
    actor.send({ type: 'user.refund' })
    actor.send({ type: 'user.changeReason', value: '  Never arrived  ' })
    actor.send({ type: 'user.confirm' })
    expect(sent).toEqual([])
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('refunded'))
    expect(sent).toEqual([{ orderId: ORDER_ID, reason: 'Never arrived' }])
    expect(actor.getSnapshot().context.refundedAt).toBe('2030-06-01T03:01:00.000Z')
  })
})
