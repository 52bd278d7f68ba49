import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { loadConfig } from '#server/src/config.ts'
import { productionVariables } from '../support/production-env.ts'
import { connectSocket, recordEvents, until } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createCustomer, walletState, type Customer } from './fixtures.ts'

let server: TestServer
let operator: Customer
const sockets: Socket[] = []
let referenceSequence = 0

beforeAll(async () => {
  server = await startTestServer()
  operator = await createCustomer(server, { fullName: 'Desk operator', role: 'ADMIN' })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

const freshReference = () => `MM${Date.now()}${(referenceSequence += 1)}`

const claim = (
  customer: Customer,
  body: { amount?: number; senderPhone?: string; reference?: string } = {},
) =>
  customer.api.POST('/api/v1/mobile-money/transfers', {
    body: {
      amount: body.amount ?? 50_000,
      senderPhone: body.senderPhone ?? customer.phone,
      reference: body.reference ?? freshReference(),
    },
  })

const approve = (id: string) =>
  // The operator confirms against the transfer as their own account's statement shows it.
  operator.api.POST('/api/v1/admin/topups/{id}/approve', {
    params: { path: { id } },
    body: { reference: 'STATEMENT-LINE-1' },
  })

const reject = (id: string, reason: string) =>
  operator.api.POST('/api/v1/admin/topups/{id}/reject', {
    params: { path: { id } },
    body: { reason },
  })

async function listen(customer: Customer) {
  const socket = await connectSocket(server.baseUrl, { token: customer.token })
  sockets.push(socket)
  return {
    paid: recordEvents(socket, realtimeEvents.topupPaid(customer.id)),
    rejected: recordEvents(socket, realtimeEvents.topupRejected(customer.id)),
  }
}

async function historyOf(customer: Customer) {
  const { data } = await customer.api.GET('/api/v1/wallet-history', {
    params: { query: { limit: 30, skip: 0 } },
  })
  return data?.data ?? []
}

describe('the shop’s mobile-money account', () => {
  test('is the demo number outside production, with the USSD code to dial', async () => {
    const customer = await createCustomer(server)
    const { data } = await customer.api.GET('/api/v1/mobile-money', {})
    expect(data).toEqual({ account: '2059990905', ussd: '*905#' })
  })

  test('is MOBILE_MONEY_ACCOUNT in production, and none there without it', () => {
    const production = { ...productionVariables, NODE_ENV: 'production', DATA_DIR: '/tmp/x' }
    expect(
      loadConfig({ ...production, MOBILE_MONEY_ACCOUNT: '2091234567' }).mobileMoneyAccount,
    ).toBe('2091234567')
    expect(loadConfig(production).mobileMoneyAccount).toBeUndefined()
    expect(() => loadConfig({ ...production, MOBILE_MONEY_ACCOUNT: '12345' })).toThrow(
      /MOBILE_MONEY_ACCOUNT/,
    )
  })
})

describe('claiming a transfer', () => {
  test('answers a WAITING_RECEIPT top-up, in the history and on the desk with the number and reference', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const reference = freshReference()
    const { data, response } = await claim(customer, { amount: 40_000, reference })
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      message: 'WAITING_RECEIPT',
      topup: { amount: 40_000, status: 'WAITING_RECEIPT', moneyType: 'MOBILE_MONEY' },
    })
    const id = data?.topup._id ?? ''
    expect(await historyOf(customer)).toContainEqual(
      expect.objectContaining({ _id: id, status: 'WAITING_RECEIPT' }),
    )
    const desk = await operator.api.GET('/api/v1/admin/topups', {})
    expect(desk.data?.data.find((topup) => topup._id === id)).toMatchObject({
      status: 'WAITING_RECEIPT',
      moneyType: 'MOBILE_MONEY',
      mobileMoney: { senderPhone: customer.phone, reference },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 5_000,
      ledger: 5_000,
    })
  })

  test('confirmed at the desk, credits once and live; a second confirmation credits nothing', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const heard = await listen(customer)
    const id = (await claim(customer, { amount: 40_000 })).data?.topup._id ?? ''

    const first = await approve(id)
    expect(first.data?.data).toMatchObject({
      status: 'SUCCESS',
      oldAmount: 5_000,
      currentAmount: 45_000,
    })
    await until(() => heard.paid.length > 0)
    expect(heard.paid[0]).toMatchObject({ topupId: id, amount: 40_000, walletAmount: 45_000 })

    const second = await approve(id)
    expect(second.response.status).toBe(409)
    expect(second.error).toMatchObject({ code: 'TOPUP_ALREADY_DECIDED' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 45_000,
      ledger: 45_000,
    })
    expect(await historyOf(customer)).toContainEqual(
      expect.objectContaining({ _id: id, status: 'SUCCESS', moneyType: 'MOBILE_MONEY' }),
    )
  })

  test('rejected at the desk, credits nothing, tells the customer why, and frees the reference', async () => {
    const customer = await createCustomer(server, { balance: 5_000 })
    const heard = await listen(customer)
    const reference = freshReference()
    const id = (await claim(customer, { reference })).data?.topup._id ?? ''

    const rejected = await reject(id, 'No transfer with this reference reached the shop')
    expect(rejected.data?.data).toMatchObject({ status: 'CANCEL' })
    await until(() => heard.rejected.length > 0)
    expect(heard.rejected[0]).toMatchObject({
      topupId: id,
      reason: 'No transfer with this reference reached the shop',
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 5_000,
      ledger: 5_000,
    })
    expect((await approve(id)).response.status).toBe(409)
    // A mistyped reference was refused: the right transfer may carry it later.
    expect((await claim(customer, { reference })).response.status).toBe(200)
  })

  test('a reference that waits or was credited cannot be claimed again, whatever its case', async () => {
    const customer = await createCustomer(server)
    const reference = freshReference().toLowerCase()
    const id = (await claim(customer, { reference })).data?.topup._id ?? ''
    const again = await claim(customer, { reference: reference.toUpperCase() })
    expect(again.response.status).toBe(409)
    expect(again.error).toMatchObject({ code: 'TRANSFER_REFERENCE_USED' })
    await approve(id)
    expect((await claim(customer, { reference })).response.status).toBe(409)
  })

  test('refuses a sending number that is no member’s, recording nothing', async () => {
    const customer = await createCustomer(server)
    const { response, error } = await claim(customer, { senderPhone: '2099999999' })
    expect(response.status).toBe(422)
    expect(error).toMatchObject({ code: 'SENDER_NOT_MEMBER' })
    expect(await historyOf(customer)).toEqual([])
  })

  test('takes another member’s number: a relative may send for the customer', async () => {
    const customer = await createCustomer(server)
    const relative = await createCustomer(server)
    const { response } = await claim(customer, { senderPhone: relative.phone })
    expect(response.status).toBe(200)
  })

  test('refuses an amount below the minimum top-up', async () => {
    const customer = await createCustomer(server)
    const { response, error } = await claim(customer, { amount: 9_999 })
    expect(response.status).toBe(400)
    expect(error).toMatchObject({ code: 'AMOUNT_TOO_SMALL' })
  })
})

describe('a shop without a mobile-money account', () => {
  let closedShop: TestServer

  beforeAll(async () => {
    closedShop = await startTestServer({ config: { mobileMoneyAccount: undefined } })
  })
  afterAll(() => closedShop?.close())

  test('offers no account and refuses a claim with MOBILE_MONEY_UNAVAILABLE', async () => {
    const customer = await createCustomer(closedShop)
    expect((await customer.api.GET('/api/v1/mobile-money', {})).data).toEqual({
      account: null,
      ussd: '*905#',
    })
    const { response, error } = await claim(customer)
    expect(response.status).toBe(501)
    expect(error).toMatchObject({ code: 'MOBILE_MONEY_UNAVAILABLE' })
    expect(await historyOf(customer)).toEqual([])
  })
})
