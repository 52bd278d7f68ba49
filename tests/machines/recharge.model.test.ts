import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../../contract/shop-rules.ts'
import {
  creditShown,
  hasCouponCode,
  mobileMoneyProblems,
  parseAmount,
  phoneCardProblems,
  type PhoneCardFields,
} from '../../machines/recharge-inputs.ts'
import { rechargeMobileMoneyMachine } from '../../machines/recharge-mobile-money.machine.ts'
import { rechargeQrMachine } from '../../machines/recharge-qr.machine.ts'
import { rechargeMachine } from '../../machines/recharge.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { PHONE_CARD_OPTIONS } from '../../tooling/machine-models/recharge-phone-card-model.ts'
import {
  CUSTOMER_ID,
  rechargeMachineModel,
  SHOP_MOBILE_MONEY,
} from '../../tooling/machine-models/recharge-model.ts'
import { pendingQr, VALID_AMOUNT_TEXT } from '../../tooling/machine-models/recharge-qr-model.ts'

describe('rechargeMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(rechargeMachineModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const visited = new Set(walk.paths.flatMap((path) => path.steps.flatMap((s) => s.stateIds)))
    for (const state of ['qr', 'coupon', 'phoneCard', 'mobileMoney'])
      expect(visited).toContain(`recharge.${state}`)
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
    const card: PhoneCardFields = {
      options: PHONE_CARD_OPTIONS,
      operator: null,
      faceValue: null,
      serial: '',
      pin: '',
    }
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

describe('mobile money', () => {
  it('names every field that keeps a transfer from being reported; spaces typed are ignored', () => {
    expect(mobileMoneyProblems({ amountText: '', senderPhone: '20 55', reference: 'ab' })).toEqual([
      'amount',
      'senderPhone',
      'reference',
    ])
    expect(
      mobileMoneyProblems({
        amountText: '50,000',
        senderPhone: '20 5555 1234',
        reference: ' MM 7K2Q9X1 ',
      }),
    ).toEqual([])
    expect(
      mobileMoneyProblems({ amountText: '50000', senderPhone: '2055551234', reference: 'MM-7K2' }),
    ).toEqual(['reference'])
  })

  it('cannot be chosen in a shop without a mobile-money account', () => {
    const actor = createActor(rechargeMachine, {
      input: { userId: CUSTOMER_ID, mobileMoney: null },
    }).start()
    actor.send({ type: 'user.chooseMethod', method: 'mobileMoney' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().children.mobileMoney).toBeUndefined()
  })

  it("runs with the shop's account and passes the socket's word on to it", async () => {
    const actor = createActor(
      rechargeMachine.provide({
        actors: {
          rechargeMobileMoney: rechargeMobileMoneyMachine.provide({
            actors: {
              claimTransfer: fromPromise(() =>
                Promise.resolve({ topupId: 'momo-1', amount: 50_000 }),
              ),
            },
          }),
        },
      }),
      { input: { userId: CUSTOMER_ID, mobileMoney: SHOP_MOBILE_MONEY } },
    ).start()
    actor.send({ type: 'user.chooseMethod', method: 'mobileMoney' })
    const transfer = actor.getSnapshot().children.mobileMoney!
    expect(transfer.getSnapshot().context).toMatchObject(SHOP_MOBILE_MONEY)
    transfer.send({ type: 'user.changeAmount', value: '50,000' })
    transfer.send({ type: 'user.changeSenderPhone', value: '2055551234' })
    transfer.send({ type: 'user.changeReference', value: 'MM7K2Q9X1' })
    transfer.send({ type: 'user.submit' })
    await waitFor(transfer, (snapshot) => snapshot.matches('waiting'))
    actor.send({ type: 'socket.topUpPaid', topupId: 'momo-1' })
    expect(transfer.getSnapshot().value).toBe('credited')
  })
})

describe('rechargeMachine, with the QR on screen', () => {
  /** A QR made for VALID_AMOUNT_TEXT, on screen and waiting for its payment. */
  async function qrOnScreen() {
    const actor = createActor(
      rechargeMachine.provide({
        actors: {
          rechargeQr: rechargeQrMachine.provide({
            actors: {
              generateQr: fromPromise(() => Promise.resolve(pendingQr)),
              ticker: fromCallback(() => {}),
            },
          }),
        },
      }),
      { input: { userId: CUSTOMER_ID, mobileMoney: SHOP_MOBILE_MONEY } },
    ).start()
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    const qr = actor.getSnapshot().children.qr!
    qr.send({ type: 'user.changeAmount', value: VALID_AMOUNT_TEXT })
    qr.send({ type: 'user.submit' })
    await waitFor(qr, (snapshot) => snapshot.matches('waiting'))
    return { actor, qr }
  }

  it("passes the socket's word on to the QR, which is credited", async () => {
    const { actor, qr } = await qrOnScreen()
    actor.send({ type: 'socket.topUpPaid', topupId: pendingQr.topupId })
    expect(qr.getSnapshot().value).toBe('credited')
  })

  it('forgets the QR when another method is chosen, and choosing the same one changes nothing', async () => {
    const { actor, qr } = await qrOnScreen()
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    expect(actor.getSnapshot().children.qr).toBe(qr)
    expect(qr.getSnapshot().value).toEqual({ waiting: 'listening' })

    actor.send({ type: 'user.chooseMethod', method: 'coupon' })
    expect(qr.getSnapshot().status).toBe('stopped')
    actor.send({ type: 'user.chooseMethod', method: 'qr' })
    const fresh = actor.getSnapshot().children.qr!
    expect(fresh.getSnapshot().value).toBe('entering')
    expect(fresh.getSnapshot().context.amountText).toBe('')
  })
})
