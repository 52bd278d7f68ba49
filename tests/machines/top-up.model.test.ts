import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { parseAmount, topUpMachine } from '../../machines/top-up.machine.ts'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../../contract/shop-rules.ts'
import { walkMachinePaths } from '../support/model-paths.ts'
import {
  CUSTOMER_ID,
  pendingTopUp,
  topUpMachineModel,
  VALID_AMOUNT_TEXT,
} from './fixtures/top-up-model.ts'

describe('parseAmount', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['12.5', 'amountNotWhole'],
    ['1e5', 'amountNotWhole'],
    ['-20000', 'amountNotWhole'],
    ['abc', 'amountNotWhole'],
    [String(MINIMUM_TOPUP_KIP - 1), 'amountTooSmall'],
    [String(MAXIMUM_TOPUP_KIP + 1), 'amountTooLarge'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseAmount(text)).toBe(problem)
  })

  it.each([
    [String(MINIMUM_TOPUP_KIP), MINIMUM_TOPUP_KIP],
    ['50,000', 50_000],
    ['1 000 000', 1_000_000],
    [String(MAXIMUM_TOPUP_KIP), MAXIMUM_TOPUP_KIP],
  ])('reads %j as %d kip', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })
})

describe('topUpMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(topUpMachineModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    // Among them: paid after a reconnect that missed the event, and after the customer closed the QR.
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions).toContainEqual(
      expect.stringContaining('rechecking --xstate.done.actor.fetchTopUp--> paid'),
    )
    expect(descriptions).toContainEqual(
      expect.stringContaining('closed --socket.topUpPaid--> paid'),
    )
  })
})

describe('topUpMachine, the amount after a QR', () => {
  /** A QR made for VALID_AMOUNT_TEXT, on screen and waiting for its payment. */
  async function qrOnScreen() {
    const actor = createActor(
      topUpMachine.provide({
        actors: {
          generateQr: fromPromise(() => Promise.resolve(pendingTopUp)),
          ticker: fromCallback(() => {}),
        },
      }),
      { input: { userId: CUSTOMER_ID } },
    ).start()
    actor.send({ type: 'user.changeAmount', value: VALID_AMOUNT_TEXT })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingPayment'))
    return actor
  }

  it('is emptied once the wallet is credited, ready for the next top-up', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'socket.topUpPaid', topupId: pendingTopUp.topupId })
    expect(actor.getSnapshot().value).toBe('paid')
    expect(actor.getSnapshot().context.amountText).toBe('')
  })

  it('is kept when the QR expires, to make a new QR for the same amount', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'clock.tick', now: pendingTopUp.deadline })
    expect(actor.getSnapshot().value).toBe('expired')
    expect(actor.getSnapshot().context.amountText).toBe(VALID_AMOUNT_TEXT)
  })
})
