import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { parse } from 'promptparse'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { EXPIRE_TOPUPS_JOB } from '#server/src/modules/wallet/wallet-handlers.ts'
import { createTestClient, request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { connectSocket, recordEvents } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createCustomer, signInAgain, walletState, type Customer } from './fixtures.ts'

const clock = createManualClock(new Date('2025-03-15T05:00:00Z'))
const FIFTEEN_MINUTES = 15 * 60 * 1000
let server: TestServer
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

async function newQr(customer: Customer, amount = 50_000) {
  const { data, response } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.id, amount },
  })
  expect(response.status).toBe(200)
  if (!data) throw new Error('no QR')
  return data
}

const dev = () => createTestClient(server.baseUrl)
const pay = (qrCode: string) => dev().POST('/dev/bank/pay', { body: { qr_code: qrCode } })

async function topupRow(id: string) {
  return server.db.selectFrom('topups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function listen(customer: Customer) {
  const socket = await connectSocket(server.baseUrl, { token: customer.token })
  sockets.push(socket)
  return socket
}

/** Resolves with the events received once `count` have arrived (or what came within the time). */
async function eventsAfter(received: unknown[], count: number, waitMs = 2_000) {
  const deadline = Date.now() + waitMs
  while (received.length < count && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20))
  return received
}

/** EMVCo's CRC-16/CCITT-FALSE, bit by bit: an independent check of the QR's closing CRC. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text)) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const flip = ((byte >> bit) & 1) ^ ((crc >> 15) & 1)
      crc = (crc << 1) & 0xffff
      if (flip) crc ^= 0x1021
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

describe('generateTopupQr', () => {
  test('creates a WAITING top-up with an EMVCo QR for the amount, valid 15 minutes', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const { message, qr_code: qr, topup } = await newQr(customer, 50_000)
    expect(message).toBe('SUCCESS')
    expect(qr).toMatch(/^000201010212/)
    expect(qr).toContain('5303418') // LAK
    expect(qr).toContain('540550000') // the amount
    expect(qr.slice(-8, -4)).toBe('6304')
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)))
    const parsed = parse(qr, true, true)
    expect(parsed?.getTagValue('38', '00')).toBe('A005266284662577')
    const { bill_number: billNumber } = await topupRow(topup._id)
    expect(parsed?.getTagValue('62', '01')).toBe(billNumber)
    expect(topup).toMatchObject({
      status: 'WAITING',
      moneyType: 'BANK',
      amount: 50_000,
      oldAmount: 5_000,
      currentAmount: 5_000,
      created_at: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + FIFTEEN_MINUTES).toISOString(),
    })
    expect((await newQr(customer, 50_000)).qr_code).not.toBe(qr)
  })

  test('the minimum is 10,000 kip: below it 400 AMOUNT_TOO_SMALL; a fraction 400 INVALID_REQUEST', async () => {
    const customer = await createCustomer(server)
    await newQr(customer, 10_000)
    const small = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: customer.id, amount: 9_999 },
    })
    expect(small.response.status).toBe(400)
    expect(small.error?.code).toBe('AMOUNT_TOO_SMALL')
    const fraction = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: customer.id, amount: 10_000.5 },
    })
    expect(fraction.response.status).toBe(400)
    expect(fraction.error?.code).toBe('INVALID_REQUEST')
  })

  test('only for the caller: another user_id is 403 FORBIDDEN', async () => {
    const customer = await createCustomer(server)
    const other = await createCustomer(server)
    const { response, error } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: other.id, amount: 50_000 },
    })
    expect(response.status).toBe(403)
    expect(error?.code).toBe('FORBIDDEN')
  })

  test('needs a signed-in user', async () => {
    const customer = await createCustomer(server)
    const { response } = await dev().POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: customer.id, amount: 50_000 },
    })
    expect(response.status).toBe(401)
  })
})

describe('paying a QR (devBankPay)', () => {
  test('credits the wallet once, completes the top-up and tells only that customer', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const bystander = await createCustomer(server)
    const own = recordEvents(await listen(customer), `BANK:TOPUP:${customer.id}`)
    const spied = recordEvents(await listen(bystander), `BANK:TOPUP:${customer.id}`)
    const { qr_code: qr, topup } = await newQr(customer, 50_000)

    const { data, response } = await pay(qr)
    expect(response.status).toBe(200)
    expect(data).toEqual({ status: 'CREDITED' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 55_000,
      ledger: 55_000,
    })
    expect(await topupRow(topup._id)).toMatchObject({
      status: 'SUCCESS',
      old_amount: 5_000,
      current_amount: 55_000,
      paid_at: clock.now(),
    })
    const entries = await server.db
      .selectFrom('wallet_entries')
      .selectAll()
      .where('ref_id', '=', topup._id)
      .execute()
    expect(entries).toEqual([
      expect.objectContaining({ wallet_id: customer.walletId, delta: 50_000, reason: 'TOPUP' }),
    ])
    expect(await eventsAfter(own, 1)).toEqual([
      { topupId: topup._id, amount: 50_000, walletAmount: 55_000, status: 'SUCCESS' },
    ])
    expect(spied).toEqual([])
  })

  test('a second payment: 409 QR_ALREADY_PAID, nothing more credited, flagged for the operator', async () => {
    const customer = await createCustomer(server)
    const { qr_code: qr } = await newQr(customer, 20_000)
    await pay(qr)
    const again = await pay(qr)
    expect(again.response.status).toBe(409)
    expect(again.error?.code).toBe('QR_ALREADY_PAID')
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 20_000,
      ledger: 20_000,
    })
  })

  test('five payments of one QR at once credit it once', async () => {
    const customer = await createCustomer(server)
    const { qr_code: qr } = await newQr(customer, 30_000)
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(qr)))
    const statuses = results.map((result) => result.response.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 30_000,
      ledger: 30_000,
    })
  })

  test('an unknown QR: 404 NOT_FOUND', async () => {
    const { response, error } = await pay('000201010212-not-a-qr-of-ours')
    expect(response.status).toBe(404)
    expect(error?.code).toBe('NOT_FOUND')
  })
})

describe('expiry after 15 minutes', () => {
  const start = clock.now()
  afterEach(() => clock.set(start))

  test('payable until the last millisecond; paid later, 409 QR_EXPIRED and flagged for the operator', async () => {
    const customer = await createCustomer(server)
    const early = await newQr(customer, 10_000)
    const late = await newQr(customer, 10_000)
    clock.advance(FIFTEEN_MINUTES - 1)
    expect((await pay(early.qr_code)).response.status).toBe(200)
    clock.advance(1)
    const expired = await pay(late.qr_code)
    expect(expired.response.status).toBe(409)
    expect(expired.error?.code).toBe('QR_EXPIRED')
    // The money moved at the bank: the top-up waits for the operator rather than expiring.
    expect(await topupRow(late.topup._id)).toMatchObject({
      status: 'WAITING',
      flag_reason: 'PAID_WHEN_CLOSED',
    })
    await server.deps.jobs.runNow(EXPIRE_TOPUPS_JOB)
    expect((await topupRow(late.topup._id)).status).toBe('WAITING')
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 10_000,
      ledger: 10_000,
    })
  })

  test('the periodic job cancels unpaid QRs past expiry, and only those', async () => {
    const customer = await createCustomer(server)
    const overdue = await newQr(customer)
    clock.advance(FIFTEEN_MINUTES)
    const fresh = await newQr(await signInAgain(server, customer))
    await server.deps.jobs.runNow(EXPIRE_TOPUPS_JOB)
    expect((await topupRow(overdue.topup._id)).status).toBe('CANCEL')
    expect((await topupRow(fresh.topup._id)).status).toBe('WAITING')
  })

  test('reading a top-up shows it expired even before the job ran', async () => {
    const customer = await createCustomer(server)
    const { topup } = await newQr(customer)
    clock.advance(FIFTEEN_MINUTES)
    const { api } = await signInAgain(server, customer)
    const { data } = await api.GET('/api/v1/topup/{id}', { params: { path: { id: topup._id } } })
    expect(data?.data.status).toBe('CANCEL')
    const history = await api.GET('/api/v1/wallet-history')
    expect(history.data?.data[0]).toMatchObject({ _id: topup._id, status: 'CANCEL' })
  })
})

describe('getTopup', () => {
  test("the caller's own top-up", async () => {
    const customer = await createCustomer(server)
    const { topup } = await newQr(customer, 12_000)
    const { data } = await customer.api.GET('/api/v1/topup/{id}', {
      params: { path: { id: topup._id } },
    })
    expect(data?.data).toEqual(topup)
  })

  test("another customer's or an unknown one: 404 NOT_FOUND", async () => {
    const owner = await createCustomer(server)
    const other = await createCustomer(server)
    const { topup } = await newQr(owner)
    for (const id of [topup._id, randomUUID()]) {
      const { response, error } = await other.api.GET('/api/v1/topup/{id}', {
        params: { path: { id } },
      })
      expect(response.status).toBe(404)
      expect(error?.code).toBe('NOT_FOUND')
    }
  })

  test('a malformed id: 400 INVALID_REQUEST', async () => {
    const customer = await createCustomer(server)
    const response = await request(`${server.baseUrl}/api/v1/topup/not-an-id`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  test('needs a signed-in user', async () => {
    const { response } = await dev().GET('/api/v1/topup/{id}', {
      params: { path: { id: randomUUID() } },
    })
    expect(response.status).toBe(401)
  })
})

describe("the bank simulator's list (devListTopups)", () => {
  test('lists top-ups newest first with their customer, filtered by status', async () => {
    const customer = await createCustomer(server, { fullName: 'Console Customer' })
    const first = await newQr(customer, 11_000)
    clock.advance(1_000)
    const second = await newQr(customer, 12_000)
    const { data } = await dev().GET('/dev/topups', { params: { query: { status: 'WAITING' } } })
    const mine = data?.data.filter((topup) => topup.userId === customer.id)
    expect(mine?.map((topup) => topup._id)).toEqual([second.topup._id, first.topup._id])
    expect(mine?.[0]).toMatchObject({
      fullName: 'Console Customer',
      phone: customer.phone,
      qr_code: second.qr_code,
    })
    await pay(first.qr_code)
    const paid = await dev().GET('/dev/topups', { params: { query: { status: 'SUCCESS' } } })
    expect(paid.data?.data.map((topup) => topup._id)).toContain(first.topup._id)
    expect(paid.data?.data.every((topup) => topup.status === 'SUCCESS')).toBe(true)
  })
})
