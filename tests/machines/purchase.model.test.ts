import { describe, expect, it } from 'vitest'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { purchaseModel } from '../../tooling/machine-models/purchase-model.ts'

describe('purchaseMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(purchaseModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    const walked = (steps: string) =>
      descriptions.some((description) => description.includes(steps))
    // A top-up through the player look-up and the review, which shows the shortfall until the
    // wallet is topped up, then the reload 2 s later.
    expect(
      walked(
        '--user.submit--> checkingPlayer --xstate.done.actor.checkPlayer--> reviewing.shortOfFunds' +
          ' --wallet.changed--> reviewing.confirming --user.confirm--> submitting' +
          ' --xstate.done.actor.submitPurchase--> toppedUp',
      ),
    ).toBe(true)
    expect(walked('toppedUp --xstate.after.reloadAfterTopUp.purchase.toppedUp--> loading')).toBe(
      true,
    )
    // A game order its supplier confirms later: delivered, or refunded, over the socket.
    expect(
      walked(
        '--xstate.done.actor.submitPurchase--> awaitingSupplier.listening --socket.orderDelivered--> toppedUp',
      ),
    ).toBe(true)
    expect(
      walked(
        'awaitingSupplier.listening --socket.orderRefunded--> orderRefunded --user.dismiss--> loading',
      ),
    ).toBe(true)
    // A verdict the socket missed, read from the order after a reconnect or a while.
    expect(
      walked(
        'awaitingSupplier.listening --socket.reconnected--> awaitingSupplier.readingOrder' +
          ' --xstate.done.actor.readOrder--> toppedUp',
      ),
    ).toBe(true)
    expect(
      walked(
        'awaitingSupplier.listening' +
          ' --xstate.after.recheckOrder.purchase.awaitingSupplier.listening-->' +
          ' awaitingSupplier.readingOrder',
      ),
    ).toBe(true)
    expect(
      walked('awaitingSupplier.readingOrder --xstate.done.actor.readOrder--> orderRefunded'),
    ).toBe(true)
    expect(
      walked(
        'awaitingSupplier.readingOrder --xstate.error.actor.readOrder--> awaitingSupplier.listening',
      ),
    ).toBe(true)
    // A retry answered after an operator refunded the order: refunded, never topped up.
    expect(
      walked('--xstate.done.actor.submitPurchase--> orderRefunded --user.dismiss--> loading'),
    ).toBe(true)
    // A lost answer retried as the same attempt.
    expect(
      walked('--xstate.error.actor.submitPurchase--> form.failed --user.retry--> submitting'),
    ).toBe(true)
  }, 60_000)
})
