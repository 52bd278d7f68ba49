import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestClient } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  addVoucherCodes,
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
} from './fixtures.ts'

const clock = createManualClock(new Date('2025-03-15T05:00:00Z'))
let server: TestServer
let alice: Customer
let bob: Customer
const aliceTopups: string[] = []
const aliceInvoices: string[] = []
let bobInvoice: string
let gameId: string
let gamePacket: string
let voucherId: string
let voucherPacket: string

/** Each record a second after the last, so "newest first" has one right answer. */
const tick = () => clock.advance(1_000)

async function topUp(customer: Customer, amount: number) {
  tick()
  const { data } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.id, amount },
  })
  return data?.topup._id ?? ''
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category, { name: 'History game', cardType: null })
  gamePacket = await createPacket(server.db, gameId, 10_000)
  voucherId = await createProduct(server.db, category, {
    kind: 'VOUCHER',
    name: 'History card',
    cardType: 'cashcard',
  })
  voucherPacket = await createPacket(server.db, voucherId, 20_000)
  await addVoucherCodes(server.db, voucherPacket, 2, true)

  alice = await createCustomer(server, { balance: 100_000 })
  bob = await createCustomer(server, { balance: 100_000 })
  for (const amount of [10_000, 20_000, 30_000]) aliceTopups.push(await topUp(alice, amount))
  await topUp(bob, 40_000)

  const purchase = async (customer: Customer, kind: 'GAME' | 'VOUCHER') => {
    tick()
    const { data } = await buy(
      customer,
      kind === 'GAME' ? '/api/v1/game-invoice' : '/api/v1/voucher-invoice',
      kind === 'GAME'
        ? {
            gameId,
            packetId: gamePacket,
            walletId: customer.walletId,
            inputAboutInfo: [{ name: 'Player ID', value: '1234567' }],
          }
        : { voucherId, packetId: voucherPacket, walletId: customer.walletId, inputAboutInfo: [] },
    )
    return data?.data._id ?? ''
  }
  aliceInvoices.push(
    await purchase(alice, 'GAME'),
    await purchase(alice, 'VOUCHER'),
    await purchase(alice, 'GAME'),
  )
  bobInvoice = await purchase(bob, 'GAME')
})
afterAll(() => server?.close())

describe('listWalletHistory', () => {
  test("the caller's top-ups, newest first, with the full count", async () => {
    const { data } = await alice.api.GET('/api/v1/wallet-history')
    expect(data?.total).toBe(3)
    expect(data?.data.map((entry) => entry._id)).toEqual([...aliceTopups].reverse())
    expect(data?.data.map((entry) => entry.amount)).toEqual([30_000, 20_000, 10_000])
  })

  test('limit and skip page through it; total stays the full count', async () => {
    const { data } = await alice.api.GET('/api/v1/wallet-history', {
      params: { query: { limit: 2, skip: 1 } },
    })
    expect(data?.total).toBe(3)
    expect(data?.data.map((entry) => entry._id)).toEqual([aliceTopups[1], aliceTopups[0]])
    const beyond = await alice.api.GET('/api/v1/wallet-history', {
      params: { query: { limit: 30, skip: 3 } },
    })
    expect(beyond.data).toEqual({ data: [], total: 3 })
  })

  test("another user's id in the query changes nothing: the answer is still the caller's", async () => {
    const { data } = await alice.api.GET('/api/v1/wallet-history', {
      params: { query: { userId: bob.id } },
    })
    expect(data?.data.map((entry) => entry._id)).toEqual([...aliceTopups].reverse())
    const bobs = await bob.api.GET('/api/v1/wallet-history', {
      params: { query: { userId: alice.id } },
    })
    expect(bobs.data?.total).toBe(1)
    expect(bobs.data?.data[0]?.amount).toBe(40_000)
  })

  test('paging outside the contract: 400 INVALID_REQUEST', async () => {
    const { response, error } = await alice.api.GET('/api/v1/wallet-history', {
      params: { query: { limit: 0 } },
    })
    expect(response.status).toBe(400)
    expect(error?.code).toBe('INVALID_REQUEST')
  })

  test('needs a signed-in user', async () => {
    const { response } = await createTestClient(server.baseUrl).GET('/api/v1/wallet-history')
    expect(response.status).toBe(401)
  })
})

describe('listInvoices', () => {
  test("the caller's purchases, newest first, with product and packet", async () => {
    const { data } = await alice.api.GET('/api/v1/invoices')
    expect(data?.total).toBe(3)
    expect(data?.data.map((invoice) => invoice._id)).toEqual([...aliceInvoices].reverse())
    const voucher = data?.data[1]
    expect(voucher).toMatchObject({
      kind: 'VOUCHER',
      gameId: {
        _id: voucherId,
        name: 'History card',
        nameTh: 'History card th',
        nameEn: 'History card en',
        type: 'cashcard',
      },
      packetId: { _id: voucherPacket, name: '20000 kip pack', amount: 20_000 },
      status: 'SUCCESS',
    })
    expect(voucher?.cashcard_ref2).toBe(`REF2-${voucher?.code}`)
    expect(data?.data[0]).toMatchObject({
      kind: 'GAME',
      gameId: { _id: gameId, type: null },
      inputAboutInfo: [{ name: 'Player ID', value: '1234567' }],
    })
  })

  test('type filters by kind, and total counts the filtered set', async () => {
    const { data } = await alice.api.GET('/api/v1/invoices', {
      params: { query: { type: 'GAME', limit: 1 } },
    })
    expect(data?.total).toBe(2)
    expect(data?.data.map((invoice) => invoice._id)).toEqual([aliceInvoices[2]])
    const next = await alice.api.GET('/api/v1/invoices', {
      params: { query: { type: 'GAME', limit: 1, skip: 1 } },
    })
    expect(next.data?.data.map((invoice) => invoice._id)).toEqual([aliceInvoices[0]])
  })

  test("another customer's id in the query changes nothing: the answer is still the caller's", async () => {
    const { data } = await alice.api.GET('/api/v1/invoices', {
      params: { query: { customerId: bob.id } },
    })
    expect(data?.data.map((invoice) => invoice._id)).not.toContain(bobInvoice)
    expect(data?.total).toBe(3)
    const bobs = await bob.api.GET('/api/v1/invoices', {
      params: { query: { customerId: alice.id } },
    })
    expect(bobs.data).toMatchObject({ total: 1, data: [{ _id: bobInvoice }] })
  })

  test('paging outside the contract: 400 INVALID_REQUEST', async () => {
    const { response, error } = await alice.api.GET('/api/v1/invoices', {
      params: { query: { limit: 101 } },
    })
    expect(response.status).toBe(400)
    expect(error?.code).toBe('INVALID_REQUEST')
  })

  test('needs a signed-in user', async () => {
    const { response } = await createTestClient(server.baseUrl).GET('/api/v1/invoices')
    expect(response.status).toBe(401)
  })
})

describe('getInvoice', () => {
  test("the caller's order with its timeline: ordered, paid and delivered when it was bought", async () => {
    const { data } = await alice.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: aliceInvoices[1]! } },
    })
    const listed = await alice.api.GET('/api/v1/invoices', {
      params: { query: { type: 'VOUCHER' } },
    })
    const { timeline, refundReason, ...invoice } = data!.data
    expect(invoice).toEqual(listed.data?.data[0])
    expect(refundReason).toBeNull()
    const boughtAt = invoice.created_at
    expect(timeline).toEqual([
      { step: 'ORDERED', at: boughtAt },
      { step: 'PAID', at: boughtAt },
      { step: 'DELIVERED', at: boughtAt },
    ])
  })

  test('a refused and refunded order shows those steps, oldest first', async () => {
    const { created_at: created } = await server.db
      .selectFrom('invoices')
      .select('created_at')
      .where('id', '=', bobInvoice)
      .executeTakeFirstOrThrow()
    const later = (seconds: number) => new Date(created.getTime() + seconds * 1000)
    // As a supplier that refuses after the debit and the sending, and the refund after it, would
    // leave the order.
    await server.db
      .updateTable('invoices')
      .set({
        status: 'CANCEL',
        paid_at: later(1),
        sent_to_supplier_at: later(2),
        delivered_at: null,
        refused_at: later(60),
        refunded_at: later(120),
        refund_reason: 'Never delivered',
      })
      .where('id', '=', bobInvoice)
      .execute()
    const { data } = await bob.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: bobInvoice } },
    })
    expect(data?.data.timeline).toEqual([
      { step: 'ORDERED', at: created.toISOString() },
      { step: 'PAID', at: later(1).toISOString() },
      { step: 'SENT', at: later(2).toISOString() },
      { step: 'REFUSED', at: later(60).toISOString() },
      { step: 'REFUNDED', at: later(120).toISOString() },
    ])
  })

  test("another customer's order answers 404, exactly like an id that does not exist", async () => {
    const theirs = await bob.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: aliceInvoices[0]! } },
    })
    const unknown = await bob.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    })
    expect(theirs.response.status).toBe(404)
    expect(theirs.error).toEqual(unknown.error)
    expect(theirs.error?.code).toBe('NOT_FOUND')
  })

  test('an id that is not one: 400; without a session: 401', async () => {
    const { response } = await alice.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: 'not-an-id' } },
    })
    expect(response.status).toBe(400)
    const anonymous = await createTestClient(server.baseUrl).GET('/api/v1/invoices/{id}', {
      params: { path: { id: aliceInvoices[0]! } },
    })
    expect(anonymous.response.status).toBe(401)
  })
})
