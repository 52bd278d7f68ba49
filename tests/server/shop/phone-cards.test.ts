import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents, type TopupRejectedPayload } from '#contract/realtime-events.ts'
import { answerPhoneCard } from '#server/src/modules/phone-cards/phone-card-store.ts'
import { connectSocket, recordEvents } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createCustomer, walletState, type Customer } from './fixtures.ts'

let server: TestServer
const sockets: Socket[] = []
let serialSequence = 10_000_000

beforeAll(async () => {
  server = await startTestServer({ config: { phoneCards: { feePercent: 10, demoAnswerMs: 40 } } })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

/**
 * A card nobody sent before; the demo provider confirms a PIN ending in an even digit and refuses
 * one ending in an odd digit, with the reason that digit stands for.
 */
const card = (pinEnd: number, faceValue: 10_000 | 20_000 | 50_000 | 100_000 = 50_000) => ({
  operator: 'UNITEL' as const,
  faceValue,
  serial: String((serialSequence += 1)),
  pin: `1234567890${pinEnd}`,
})

const send = (customer: Customer, body: ReturnType<typeof card>) =>
  customer.api.POST('/api/v1/redeem-phone-card', { body })

async function until<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 3_000
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('waited in vain')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const statusOf = async (id: string) =>
  (await server.db.selectFrom('topups').select('status').where('id', '=', id).executeTakeFirst())
    ?.status

describe('phone-card options', () => {
  test('say the operators, the face values and the fee', async () => {
    const customer = await createCustomer(server)
    const { data } = await customer.api.GET('/api/v1/redeem-phone-card/options', {})
    expect(data).toEqual({
      operators: ['UNITEL', 'ETL', 'LAO_TELECOM', 'BEST'],
      faceValues: [10_000, 20_000, 50_000, 100_000],
      feePercent: 10,
    })
  })
})

describe('topping up with a phone card', () => {
  test('answers a WAITING top-up of the face value less the fee, then credits it live once the provider confirms', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const paid = recordEvents(socket, realtimeEvents.topupPaid(customer.id))

    const { data, response } = await send(customer, card(2))
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      message: 'WAITING',
      topup: { amount: 45_000, status: 'WAITING', moneyType: 'PHONE_CARD', oldAmount: 5_000 },
    })
    const id = data?.topup._id ?? ''
    const event = await until(() => paid[0])
    expect(event).toMatchObject({ topupId: id, amount: 45_000, walletAmount: 50_000 })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
    const history = await customer.api.GET('/api/v1/wallet-history', { params: { query: {} } })
    expect(history.data?.data[0]).toMatchObject({
      _id: id,
      moneyType: 'PHONE_CARD',
      status: 'SUCCESS',
      oldAmount: 5_000,
      currentAmount: 50_000,
    })
  })

  test('turns the top-up CANCEL, live, when the provider refuses the card, crediting nothing', async () => {
    const customer = await createCustomer(server)
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const rejected = recordEvents(socket, realtimeEvents.topupRejected(customer.id))
    const { data } = await send(customer, card(7, 10_000))
    const id = data?.topup._id ?? ''
    expect(await until(() => rejected[0])).toMatchObject({
      topupId: id,
      amount: 9_000,
      cardRefusal: 'CARD_WRONG_OPERATOR',
    })
    expect(await statusOf(id)).toBe('CANCEL')
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
  })

  test('says why the provider refused a card, live and in history, one reason per odd last digit', async () => {
    const customer = await createCustomer(server)
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const rejected = recordEvents(
      socket,
      realtimeEvents.topupRejected(customer.id),
    ) as TopupRejectedPayload[]
    const expected = {
      1: 'CARD_ALREADY_USED',
      3: 'CARD_INVALID',
      5: 'CARD_WRONG_VALUE',
      7: 'CARD_WRONG_OPERATOR',
      9: 'PROVIDER_UNAVAILABLE',
    } as const
    for (const [digit, refusal] of Object.entries(expected)) {
      const { data } = await send(customer, card(Number(digit)))
      const id = data?.topup._id ?? ''
      const event = await until(() => rejected.find((heard) => heard.topupId === id))
      expect(event).toMatchObject({ cardRefusal: refusal, reason: expect.any(String) })
      const topup = await customer.api.GET('/api/v1/topup/{id}', { params: { path: { id } } })
      expect(topup.data?.data).toMatchObject({ status: 'CANCEL', cardRefusal: refusal })
    }
    const history = await customer.api.GET('/api/v1/wallet-history', { params: { query: {} } })
    expect(history.data?.data.map((entry) => entry.cardRefusal)).toEqual(
      Object.values(expected).reverse(),
    )
  })

  test('lets a card the provider could not check be sent again; any other refused card stays taken', async () => {
    const customer = await createCustomer(server)
    const unchecked = card(9)
    const first = await send(customer, unchecked)
    await until(async () =>
      (await statusOf(first.data?.topup._id ?? '')) === 'CANCEL' ? true : undefined,
    )
    expect((await send(customer, unchecked)).response.status).toBe(200)

    const wrong = card(3)
    const refused = await send(customer, wrong)
    await until(async () =>
      (await statusOf(refused.data?.topup._id ?? '')) === 'CANCEL' ? true : undefined,
    )
    expect((await send(customer, wrong)).error).toMatchObject({ code: 'PHONE_CARD_ALREADY_USED' })
  })

  test('takes a card once, whoever sends it again and whatever its outcome', async () => {
    const [first, second] = [await createCustomer(server), await createCustomer(server)]
    const same = card(4, 20_000)
    expect((await send(first, same)).response.status).toBe(200)
    const again = await send(second, same)
    expect(again.response.status).toBe(409)
    expect(again.error).toMatchObject({ code: 'PHONE_CARD_ALREADY_USED' })
    // Another PIN under the same serial is another card.
    expect((await send(second, { ...same, pin: `${same.pin}0` })).response.status).toBe(200)
  })

  test('credits once when the provider answers twice, and keeps nothing of the serial or PIN', async () => {
    const customer = await createCustomer(server)
    const sent = card(6, 100_000)
    const { data } = await send(customer, sent)
    const id = data?.topup._id ?? ''
    await until(async () => ((await statusOf(id)) === 'SUCCESS' ? true : undefined))
    const late = await answerPhoneCard(server.db, server.deps.clock, {
      topupId: id,
      verdict: { outcome: 'CONFIRMED' },
    })
    expect(late).toEqual({ kind: 'already-answered' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 90_000,
      ledger: 90_000,
    })
    const stored = JSON.stringify(await server.db.selectFrom('phone_cards').selectAll().execute())
    expect(stored).not.toContain(sent.pin)
    expect(stored).not.toContain(sent.serial)
  })

  test('refuses a serial or PIN that is not 8 to 20 digits, and a face value not on sale', async () => {
    const customer = await createCustomer(server)
    expect((await send(customer, { ...card(2), serial: '12ab5678' })).response.status).toBe(400)
    expect((await send(customer, { ...card(2), pin: '1234' })).response.status).toBe(400)
    const odd = { ...card(2), faceValue: 15_000 } as unknown as ReturnType<typeof card>
    expect((await send(customer, odd)).response.status).toBe(400)
  })
})
