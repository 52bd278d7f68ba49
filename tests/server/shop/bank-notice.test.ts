import { randomUUID } from 'node:crypto'
import { parse } from 'promptparse'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { newTopupQr, readTopupQr } from '#server/src/modules/wallet/topup-qr.ts'
import { signBankNotice } from '#server/src/security/bank-signature.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { connectSocket, recordEvents } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  createCustomer,
  sendBankNotice,
  signInAgain,
  waitingTopup,
  walletState,
  type Customer,
  type NoticeBody,
} from './fixtures.ts'

const clock = createManualClock(new Date('2030-07-01T03:00:00Z'))
let server: TestServer
let operator: Customer
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { role: 'ADMIN' })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

function noticeFor(topup: { billNumber: string; amount: number }, over: Partial<NoticeBody> = {}) {
  return {
    transactionId: `TX${randomUUID()}`,
    billNumber: topup.billNumber,
    amount: topup.amount,
    currency: 'LAK',
    paidAt: clock.now().toISOString(),
    ...over,
  }
}

async function topupRow(id: string) {
  return server.db.selectFrom('topups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('the Lao QR', () => {
  const bank = { laoQrBankId: '27710418', laoQrMerchantId: 'SHOP000123' }

  test('every payload parses back with its CRC, naming LAPNet, the bank, the merchant and the bill', () => {
    for (let i = 0; i < 200; i += 1) {
      const amount = 10_000 + i * 1_237
      const billNumber = `BILL${String(i).padStart(6, '0')}`
      const payload = newTopupQr(bank, { amount, billNumber })
      const qr = parse(payload, true, true)
      expect(qr?.validate('63')).toBe(true)
      expect(qr?.getTagValue('01')).toBe('12')
      expect(qr?.getTagValue('38', '00')).toBe('A005266284662577')
      expect(qr?.getTagValue('38', '01')).toBe(bank.laoQrBankId)
      expect(qr?.getTagValue('38', '02')).toBe('001')
      expect(qr?.getTagValue('38', '03')).toBe(bank.laoQrMerchantId)
      expect(qr?.getTagValue('53')).toBe('418')
      expect(qr?.getTagValue('54')).toBe(String(amount))
      expect(qr?.getTagValue('58')).toBe('LA')
      expect(qr?.getTagValue('62', '01')).toBe(billNumber)
      expect(readTopupQr(payload)).toEqual({ amount, billNumber, currency: '418' })
    }
  })

  test('a payload with a wrong CRC, or of another scheme, is not read', () => {
    const payload = newTopupQr(bank, { amount: 50_000, billNumber: 'BILL1' })
    const broken = `${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`
    expect(readTopupQr(broken)).toBeNull()
    expect(
      readTopupQr('00020101021129370016A000000677010111011300668123456785802TH53037646304'),
    ).toBeNull()
  })

  test('bill numbers are 24 characters and do not repeat', async () => {
    const customer = await createCustomer(server)
    const bills = new Set<string>()
    for (let i = 0; i < 20; i += 1)
      bills.add((await waitingTopup(server, customer, 10_000)).billNumber)
    expect(bills.size).toBe(20)
    for (const bill of bills) expect(bill).toMatch(/^[0-9A-HJKMNP-TV-Z]{24}$/)
  })
})

describe('the signature (the worked example of docs/operations.md)', () => {
  test('is the hex HMAC-SHA256 of timestamp, a dot and the raw body', () => {
    const body =
      '{"transactionId":"BCEL20301101000042","billNumber":"7W3K9Q2M8X4D1F6H5J0N2P4R","amount":50000,"currency":"LAK","paidAt":"2030-11-01T09:15:00Z"}'
    expect(signBankNotice('example-secret-of-at-least-32-characters', '1919754900', body)).toBe(
      'e4bab784cedfb50f50c4163659b4186571b9f72c7be31697e0cc6b637c7f24fa',
    )
  })
})

describe('a notice for a waiting QR', () => {
  test('credits once, records what the bank said, and tells the customer and the desk live', async () => {
    const customer = await createCustomer(server, { balance: 1_000 })
    const own = await connectSocket(server.baseUrl, { token: customer.token })
    const desk = await connectSocket(server.baseUrl, { token: operator.token })
    sockets.push(own, desk)
    const paid = recordEvents(own, realtimeEvents.topupPaid(customer.id))
    const topup = await waitingTopup(server, customer, 50_000)
    const changes = recordEvents(desk, realtimeEvents.adminTopups)
    const notice = noticeFor(topup)

    const answer = await sendBankNotice(server, notice)
    expect(answer).toMatchObject({ status: 200, body: { status: 'CREDITED' } })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 51_000,
      ledger: 51_000,
    })
    expect(await topupRow(topup.id)).toMatchObject({ status: 'SUCCESS', paid_at: clock.now() })
    const recorded = await server.db
      .selectFrom('bank_payments')
      .selectAll()
      .where('topup_id', '=', topup.id)
      .execute()
    expect(recorded).toEqual([
      expect.objectContaining({
        transaction_id: notice.transactionId,
        amount: 50_000,
        currency: 'LAK',
        outcome: 'CREDITED',
      }),
    ])
    await expect.poll(() => paid.length).toBe(1)
    await expect.poll(() => changes.length).toBe(1)

    const replay = await sendBankNotice(server, notice)
    expect(replay).toMatchObject({ status: 200, body: { status: 'ALREADY_CREDITED' } })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 51_000,
      ledger: 51_000,
    })
  })

  test('a wrong amount or currency is recorded and flagged, 409, nothing credited', async () => {
    const customer = await createCustomer(server)
    for (const [over, reason] of [
      [{ amount: 40_000 }, 'AMOUNT_MISMATCH'],
      [{ currency: 'THB' }, 'CURRENCY_MISMATCH'],
    ] as const) {
      clock.advance(1_000)
      const topup = await waitingTopup(server, customer, 50_000)
      const answer = await sendBankNotice(server, noticeFor(topup, over))
      expect(answer).toMatchObject({
        status: 409,
        body: { code: 'PAYMENT_MISMATCH', details: { flagReason: reason } },
      })
      expect(await topupRow(topup.id)).toMatchObject({ status: 'WAITING', flag_reason: reason })
    }
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
    const { data } = await operator.api.GET('/api/v1/admin/topups', {})
    const flagged = data?.data.filter((row) => row.customer._id === customer.id)
    expect(flagged?.map((row) => row.flagReason)).toEqual(['AMOUNT_MISMATCH', 'CURRENCY_MISMATCH'])
    expect(flagged?.[0]?.payments).toEqual([
      expect.objectContaining({ amount: 40_000, currency: 'LAK', outcome: 'FLAGGED' }),
    ])
  })

  test('a second payment of a paid QR becomes a flagged top-up of its own; approved, it credits what was paid', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    await sendBankNotice(server, noticeFor(topup))
    const twice = await sendBankNotice(server, noticeFor(topup))
    expect(twice).toMatchObject({ status: 409, body: { code: 'QR_ALREADY_PAID' } })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 20_000,
      ledger: 20_000,
    })

    const { data } = await operator.api.GET('/api/v1/admin/topups', {})
    const second = data?.data.find((row) => row.customer._id === customer.id)
    expect(second).toMatchObject({
      flagReason: 'DUPLICATE_PAYMENT',
      amount: 20_000,
      status: 'WAITING',
    })
    await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id: second?._id ?? '' } },
      body: { reference: 'BCEL-FT0001' },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 40_000,
      ledger: 40_000,
    })
  })

  test('a payment after the QR expired waits for the operator, who may still approve it', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 30_000)
    clock.advance(16 * 60 * 1000)
    const late = await sendBankNotice(server, noticeFor(topup))
    expect(late).toMatchObject({ status: 409, body: { code: 'QR_EXPIRED' } })
    const signedIn = await signInAgain(server, operator)
    const approved = await signedIn.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id: topup.id } },
      body: { reference: 'BCEL-FT0001', reason: 'Paid a minute after expiry, on the statement' },
    })
    expect(approved.data?.data).toMatchObject({ status: 'SUCCESS', currentAmount: 30_000 })
    expect(await topupRow(topup.id)).toMatchObject({ flag_reason: null })
    operator = signedIn
  })

  test('an unknown bill number is 404 and nothing is recorded', async () => {
    const before = await server.db.selectFrom('bank_payments').select('transaction_id').execute()
    const answer = await sendBankNotice(
      server,
      noticeFor({ billNumber: 'NO0SUCH0BILL', amount: 10_000 }),
    )
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await server.db.selectFrom('bank_payments').select('transaction_id').execute()).toEqual(
      before,
    )
  })
})
