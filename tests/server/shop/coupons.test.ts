import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { connectSocket, recordEvents } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createCustomer, signInAgain, walletState, type Customer } from './fixtures.ts'

const clock = createManualClock(new Date('2030-06-01T05:00:00Z'))
const DAY = 24 * 60 * 60 * 1000
let server: TestServer
let operator: Customer
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { fullName: 'Coupon operator', role: 'ADMIN' })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

async function mint(count: number, amount: number, expiresInMs = 7 * DAY) {
  const { data, response } = await operator.api.POST('/api/v1/admin/coupons', {
    body: { count, amount, expiresAt: new Date(clock.now().getTime() + expiresInMs).toISOString() },
  })
  expect(response.status).toBe(200)
  if (!data) throw new Error('no batch')
  return data
}

const redeem = (customer: Customer, code: string) =>
  customer.api.POST('/api/v1/redeem-code', { body: { code } })

describe('minting coupons', () => {
  test('answers N distinct codes once, stores only their hashes, and writes the audit line', async () => {
    const batch = await mint(5, 20_000)
    expect(batch.codes).toHaveLength(5)
    expect(new Set(batch.codes).size).toBe(5)
    for (const code of batch.codes)
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){2}$/)
    const rows = await server.db
      .selectFrom('coupons')
      .selectAll()
      .where('batch_id', '=', batch.batchId)
      .execute()
    expect(rows).toHaveLength(5)
    const stored = JSON.stringify(rows)
    for (const code of batch.codes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replaceAll('-', ''))
    }
    const { data: audit } = await operator.api.GET('/api/v1/admin/audit', {})
    const line = audit?.data.find((entry) => entry.targetId === batch.batchId)
    expect(line).toMatchObject({
      action: 'coupon.mint',
      actor: { _id: operator.id },
      detail: { count: 5, amount: 20_000 },
    })
    expect(JSON.stringify(line)).not.toContain(batch.codes[0])
  })

  test('refuses an expiry in the past, and customers', async () => {
    const past = await operator.api.POST('/api/v1/admin/coupons', {
      body: {
        count: 1,
        amount: 10_000,
        expiresAt: new Date(clock.now().getTime() - 1).toISOString(),
      },
    })
    expect(past.response.status).toBe(400)
    const customer = await createCustomer(server)
    const refused = await customer.api.POST('/api/v1/admin/coupons', {
      body: {
        count: 1,
        amount: 10_000,
        expiresAt: new Date(clock.now().getTime() + DAY).toISOString(),
      },
    })
    expect(refused.response.status).toBe(403)
  })
})

describe('redeeming a coupon', () => {
  test('credits the wallet at once as CUPONG_MONEY, live on the socket, and shows in history', async () => {
    const [code = ''] = (await mint(1, 25_000)).codes
    const customer = await createCustomer(server, { balance: 5_000 })
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const paid = recordEvents(socket, realtimeEvents.topupPaid(customer.id))

    const { data, response } = await redeem(customer, code)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      message: 'SUCCESS',
      walletAmount: 30_000,
      topup: {
        oldAmount: 5_000,
        amount: 25_000,
        currentAmount: 30_000,
        status: 'SUCCESS',
        moneyType: 'CUPONG_MONEY',
      },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 30_000,
      ledger: 30_000,
    })
    const deadline = Date.now() + 2_000
    while (paid.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(paid).toEqual([
      expect.objectContaining({ topupId: data?.topup._id, amount: 25_000, walletAmount: 30_000 }),
    ])
    const history = await customer.api.GET('/api/v1/wallet-history', { params: { query: {} } })
    expect(history.data?.data[0]).toMatchObject({ _id: data?.topup._id, moneyType: 'CUPONG_MONEY' })
  })

  test('ignores case, spaces and dashes', async () => {
    const [code = ''] = (await mint(1, 10_000)).codes
    const customer = await createCustomer(server)
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `
    expect((await redeem(customer, typed)).response.status).toBe(200)
  })

  test('refuses a code used before, by anyone, with COUPON_ALREADY_USED', async () => {
    const [code = ''] = (await mint(1, 10_000)).codes
    const first = await createCustomer(server)
    const second = await createCustomer(server)
    expect((await redeem(first, code)).response.status).toBe(200)
    const again = await redeem(first, code)
    expect(again.response.status).toBe(409)
    expect(again.error).toMatchObject({ code: 'COUPON_ALREADY_USED' })
    expect((await redeem(second, code)).error).toMatchObject({ code: 'COUPON_ALREADY_USED' })
    expect(await walletState(server.db, first.walletId)).toEqual({
      balance: 10_000,
      ledger: 10_000,
    })
    expect(await walletState(server.db, second.walletId)).toEqual({ balance: 0, ledger: 0 })
  })

  test('refuses an unknown code and an expired one, each with its own code, crediting nothing', async () => {
    const [code = ''] = (await mint(1, 10_000, DAY)).codes
    const customer = await createCustomer(server)
    const unknown = await redeem(customer, 'ABCD-EFGH-JKMN')
    expect(unknown.response.status).toBe(404)
    expect(unknown.error).toMatchObject({ code: 'INVALID_COUPON_CODE' })
    clock.advance(DAY)
    operator = await signInAgain(server, operator)
    const expired = await redeem(await signInAgain(server, customer), code)
    expect(expired.response.status).toBe(410)
    expect(expired.error).toMatchObject({ code: 'COUPON_EXPIRED' })
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
  })

  test('refuses an empty or overlong code as a bad request', async () => {
    const customer = await createCustomer(server)
    expect((await redeem(customer, '')).response.status).toBe(400)
    expect((await redeem(customer, 'A'.repeat(65))).response.status).toBe(400)
  })
})

describe('the minted batches', () => {
  test('lists each batch once, newest first, with who minted it and how many were redeemed', async () => {
    const older = await mint(3, 15_000)
    clock.advance(60_000)
    operator = await signInAgain(server, operator)
    const newer = await mint(2, 5_000)
    const customer = await createCustomer(server)
    for (const code of older.codes.slice(0, 2)) {
      expect((await redeem(customer, code)).response.status).toBe(200)
    }
    const { data, response } = await operator.api.GET('/api/v1/admin/coupon-batches', {})
    expect(response.status).toBe(200)
    const [first, second] = data?.data ?? []
    expect(first).toMatchObject({
      _id: newer.batchId,
      amount: 5_000,
      count: 2,
      redeemed: 0,
      expiresAt: newer.expiresAt,
      createdBy: { _id: operator.id, fullName: 'Coupon operator' },
    })
    expect(second).toMatchObject({ _id: older.batchId, amount: 15_000, count: 3, redeemed: 2 })
    // The batches minted by the tests above are listed too, each once.
    const ids = (data?.data ?? []).map((batch) => batch._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('refuses customers', async () => {
    const customer = await createCustomer(server)
    const { response } = await customer.api.GET('/api/v1/admin/coupon-batches', {})
    expect(response.status).toBe(403)
  })
})
