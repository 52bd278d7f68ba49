import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  createCustomer,
  sendBankNotice,
  signInAgain,
  waitingTopup,
  walletState,
  type Customer,
} from '../shop/fixtures.ts'

const clock = createManualClock(new Date('2030-08-01T02:00:00Z'))
const QR_LIFETIME_MS = 15 * 60 * 1000
let server: TestServer
let operator: Customer

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { fullName: 'Evidence operator', role: 'ADMIN' })
})
afterAll(() => server?.close())

function noticeFor(topup: { billNumber: string; amount: number }, amount = topup.amount) {
  return {
    transactionId: `TX${randomUUID()}`,
    billNumber: topup.billNumber,
    amount,
    currency: 'LAK',
    paidAt: clock.now().toISOString(),
  }
}

async function deskRow(operatorNow: Customer, id: string) {
  const { data } = await operatorNow.api.GET('/api/v1/admin/topups', {})
  return data?.data.find((row) => row._id === id)
}

/** A QR whose bank notice came after it expired: flagged, so it stays at the desk. */
async function expiredPaidTopup(customer: Customer) {
  const topup = await waitingTopup(server, customer, 30_000)
  clock.advance(QR_LIFETIME_MS + 60_000)
  const late = await sendBankNotice(server, noticeFor(topup))
  expect(late).toMatchObject({ status: 409, body: { code: 'QR_EXPIRED' } })
  operator = await signInAgain(server, operator)
  return topup
}

function approve(id: string, body: { reference: string; reason?: string }) {
  return operator.api.POST('/api/v1/admin/topups/{id}/approve', {
    params: { path: { id } },
    body,
  })
}

describe('the evidence each waiting top-up carries at the desk', () => {
  test('a fresh QR: the bank said nothing yet, the QR is open', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    expect((await deskRow(operator, topup.id))?.evidence).toEqual({
      bankNotice: 'NONE',
      qrExpired: false,
    })
  })

  test('a notice whose amount is not the QR’s is a mismatch', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    await sendBankNotice(server, noticeFor(topup, 2_000))
    expect((await deskRow(operator, topup.id))?.evidence).toEqual({
      bankNotice: 'MISMATCH',
      qrExpired: false,
    })
  })

  test('a matching notice after expiry: the notice matches, the QR is expired', async () => {
    const customer = await createCustomer(server)
    const topup = await expiredPaidTopup(customer)
    expect((await deskRow(operator, topup.id))?.evidence).toEqual({
      bankNotice: 'MATCHING',
      qrExpired: true,
    })
  })
})

describe('approving by hand', () => {
  test('a reference of spaces is refused, and nothing is credited', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    const refused = await approve(topup.id, { reference: '   ' })
    expect(refused.response.status).toBe(400)
    expect(refused.error?.code).toBe('APPROVAL_REFERENCE_REQUIRED')
    const missing = await operator.api.POST('/api/v1/admin/topups/{id}/approve', {
      params: { path: { id: topup.id } },
      // @ts-expect-error -- the contract requires a reference; the server must refuse one without
      body: {},
    })
    expect(missing.response.status).toBe(400)
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
  })

  test('an expired QR without a reason is refused; with one it is credited once', async () => {
    const customer = await createCustomer(server)
    const topup = await expiredPaidTopup(customer)
    const refused = await approve(topup.id, { reference: 'BCEL-FT77', reason: '  ' })
    expect(refused.response.status).toBe(400)
    expect(refused.error?.code).toBe('APPROVAL_REASON_REQUIRED')
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
    expect(await deskRow(operator, topup.id)).toBeDefined()

    const reason = 'Paid a minute after expiry; the statement shows it'
    const approved = await approve(topup.id, { reference: 'BCEL-FT77', reason })
    expect(approved.data?.data).toMatchObject({ status: 'SUCCESS', approvalReference: 'BCEL-FT77' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 30_000,
      ledger: 30_000,
    })
    const { data } = await operator.api.GET('/api/v1/admin/audit', {})
    expect(data?.data.find((entry) => entry.targetId === topup.id)).toMatchObject({
      action: 'topup.approve',
      detail: { amount: 30_000, reference: 'BCEL-FT77', reason },
    })
  })

  test('a QR that expires while the operator types is refused without a reason', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    await sendBankNotice(server, noticeFor(topup, 2_000))
    expect((await deskRow(operator, topup.id))?.evidence.qrExpired).toBe(false)
    clock.advance(QR_LIFETIME_MS)
    operator = await signInAgain(server, operator)
    const refused = await approve(topup.id, { reference: 'BCEL-FT78' })
    expect(refused.error?.code).toBe('APPROVAL_REASON_REQUIRED')
    expect(await walletState(server.db, customer.walletId)).toEqual({ balance: 0, ledger: 0 })
  })

  test('the audit log and the customer’s history keep the trimmed reference', async () => {
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 20_000)
    const approved = await approve(topup.id, { reference: '  BCEL-FT79  ' })
    expect(approved.data?.data.status).toBe('SUCCESS')

    const { data: audit } = await operator.api.GET('/api/v1/admin/audit', {})
    const entry = audit?.data.find((line) => line.targetId === topup.id)
    expect(entry?.detail).toEqual({ amount: 20_000, phone: customer.phone, reference: 'BCEL-FT79' })

    const { data: history } = await customer.api.GET('/api/v1/wallet-history', {})
    expect(history?.data.find((row) => row._id === topup.id)).toMatchObject({
      status: 'SUCCESS',
      approvalReference: 'BCEL-FT79',
    })
  })
})
