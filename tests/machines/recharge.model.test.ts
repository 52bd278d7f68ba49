import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../../contract/shop-rules.ts'
import {
  creditShown,
  hasCouponCode,
  parseAmount,
  phoneCardProblems,
} from '../../machines/recharge-inputs.ts'
import { freshRecharge, rechargeMachine } from '../../machines/recharge.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import {
  CUSTOMER_ID,
  PHONE_CARD_OPTIONS,
  pendingQr,
  rechargeMachineModel,
  VALID_AMOUNT_TEXT,
} from '../../tooling/machine-models/recharge-model.ts'

describe('rechargeMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeMachineModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of [
      'qr.credited',
      'qr.closed',
      'qr.expired',
      'qr.refused',
      'qr.failed',
      'qr.waiting.rechecking',
      'coupon.credited',
      'coupon.refused',
      'phoneCard.credited',
      'phoneCard.refused',
      'phoneCard.failed',
      'phoneCard.optionsFailed',
      'phoneCard.waiting.rechecking',
      'mobileMoney',
    ])
      expect(visited).toContain(`recharge.${state}`)
    // Among them: paid after a reconnect that missed the event, and after the customer closed the QR.
    const descriptions = walk.paths.map((path) => path.description)
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'qr.waiting.rechecking --xstate.done.actor.fetchTopUp--> qr.credited',
      ),
    )
    expect(descriptions).toContainEqual(
      expect.stringContaining('qr.closed --socket.topUpPaid--> qr.credited'),
    )
  })
})

describe('the entries each method checks before sending', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['12.5', 'amountNotWhole'],
    ['1e5', 'amountNotWhole'],
    ['-20000', 'amountNotWhole'],
    ['abc', 'amountNotWhole'],
    [String(MINIMUM_TOPUP_KIP - 1), 'amountTooSmall'],
    [String(MAXIMUM_TOPUP_KIP + 1), 'amountTooLarge'],
  ])('refuses the amount %j as %s', (text, problem) => {
    expect(parseAmount(text)).toBe(problem)
  })

  it.each([
    [String(MINIMUM_TOPUP_KIP), MINIMUM_TOPUP_KIP],
    ['50,000', 50_000],
    ['1 000 000', 1_000_000],
    [String(MAXIMUM_TOPUP_KIP), MAXIMUM_TOPUP_KIP],
  ])('reads the amount %j as %d kip', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })

  it('counts a coupon code of only spaces and dashes as none', () => {
    expect(hasCouponCode(' - -\t')).toBe(false)
    expect(hasCouponCode(' k7qm ')).toBe(true)
  })

  it("shows a card's face value less the fee before sending, and names every missing field", () => {
    const card = { ...freshRecharge(CUSTOMER_ID, 'phoneCard'), options: PHONE_CARD_OPTIONS }
    expect(creditShown({ ...card, faceValue: 20_000 })).toBe(18_000)
    expect(creditShown({ ...card, faceValue: null })).toBeNull()
    expect(phoneCardProblems(card)).toEqual(['operator', 'faceValue', 'serial', 'pin'])
    expect(
      phoneCardProblems({
        ...card,
        operator: 'BEST',
        faceValue: 10_000,
        serial: ' 1234 5678 ',
        pin: '12345678901234567890',
      }),
    ).toEqual([])
  })
})

describe('rechargeMachine, the QR amount after a QR', () => {
  /** A QR made for VALID_AMOUNT_TEXT, on screen and waiting for its payment. */
  async function qrOnScreen() {
    const actor = createActor(
      rechargeMachine.provide({
        actors: {
          generateQr: fromPromise(() => Promise.resolve(pendingQr)),
          ticker: fromCallback(() => {}),
        },
      }),
      { input: { userId: CUSTOMER_ID } },
    ).start()
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    actor.send({ type: 'user.changeAmount', value: VALID_AMOUNT_TEXT })
    actor.send({ type: 'user.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches({ qr: 'waiting' }))
    return actor
  }

  it('is emptied once the wallet is credited, ready for the next top-up', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'socket.topUpPaid', topupId: pendingQr.topupId })
    expect(actor.getSnapshot().value).toEqual({ qr: 'credited' })
    expect(actor.getSnapshot().context.amountText).toBe('')
  })

  it('is kept when the QR expires, to make a new QR for the same amount', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'clock.tick', now: pendingQr.deadline })
    expect(actor.getSnapshot().value).toEqual({ qr: 'expired' })
    expect(actor.getSnapshot().context.amountText).toBe(VALID_AMOUNT_TEXT)
  })

  it('is forgotten when another method is chosen, and choosing the same one changes nothing', async () => {
    const actor = await qrOnScreen()
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    expect(actor.getSnapshot().value).toEqual({ qr: { waiting: 'listening' } })
    actor.send({ type: 'user.chooseMethod', method: 'coupon' })
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    expect(actor.getSnapshot().value).toEqual({ qr: 'entering' })
    expect(actor.getSnapshot().context.amountText).toBe('')
  })
})
