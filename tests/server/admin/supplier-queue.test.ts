import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  SUPPLIER_JOB,
  UNSETTLED_FLAG_AFTER_MS,
} from '#server/src/modules/purchase/supplier-delivery.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { delivered, failed, processing } from '../support/scripted-supplier.ts'
import { listenToOrders, until } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  ledgerOfOrder,
  orderRow,
  walletState,
  type Customer,
} from '../shop/fixtures.ts'

// The desk's queue of paid game orders the supplier has not settled, the operator's three ways
// out of it, and the shop's balance at the supplier.

const clock = createManualClock(new Date('2030-07-01T02:00:00Z'))
const PRICE = 25_000
let server: TestServer
let operator: Customer
let gameId: string
let packetId: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock, config: { orderAnswerWaitMs: 300 } })
  operator = await createCustomer(server, { fullName: 'Desk operator', role: 'ADMIN' })
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category, { name: 'Queue game' })
  packetId = await createPacket(server.db, gameId, PRICE)
  await server.db
    .updateTable('packets')
    .set({ supplier_sku: 'QG25' })
    .where('id', '=', packetId)
    .execute()
})
beforeEach(() => server.supplier.scriptDefault(delivered()))
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

/** A customer with 40,000 kip whose 25,000 kip order the supplier is still working on. */
async function waitingOrder() {
  const customer = await createCustomer(server, { balance: 40_000 })
  server.supplier.scriptDefault(processing)
  const { data } = await buy(customer, '/api/v1/game-invoice', {
    gameId,
    packetId,
    walletId: customer.walletId,
    inputAboutInfo: [{ name: 'Player ID', value: '5550001' }],
  })
  server.supplier.scriptDefault(delivered())
  if (data?.data.status !== 'RUNNING') throw new Error('the order is not waiting')
  return { customer, orderId: data.data._id }
}

/** Moves the order's payment back in time (the clock stays, so sessions stay valid). */
async function paidMinutesAgo(orderId: string, minutes: number) {
  await server.db
    .updateTable('invoices')
    .set({ paid_at: new Date(clock.now().getTime() - minutes * 60_000) })
    .where('id', '=', orderId)
    .execute()
}

async function queue() {
  const { data } = await operator.api.GET('/api/v1/admin/supplier-orders', {})
  return data
}

async function auditOf(targetId: string) {
  const { data } = await operator.api.GET('/api/v1/admin/audit', {})
  return (data?.data ?? []).filter((entry) => entry.targetId === targetId)
}

const listen = (customer: Customer, event: 'orderSettled' | 'orderRefunded') =>
  listenToOrders(server.baseUrl, customer, event, sockets)

const check = (id: string) =>
  operator.api.POST('/api/v1/admin/supplier-orders/{id}/check', { params: { path: { id } } })
const markDelivered = (id: string, reference = 'DF-REF-9001') =>
  operator.api.POST('/api/v1/admin/supplier-orders/{id}/deliver', {
    params: { path: { id } },
    body: { reference },
  })
const refund = (id: string, reason = 'The supplier lost the order') =>
  operator.api.POST('/api/v1/admin/supplier-orders/{id}/refund', {
    params: { path: { id } },
    body: { reason },
  })

describe('the queue', () => {
  test('holds an order waiting past a few minutes, with what the operator needs, the longest first', async () => {
    const { customer, orderId } = await waitingOrder()
    await paidMinutesAgo(orderId, 4)
    expect((await queue())?.data.map((order) => order._id)).not.toContain(orderId)

    await paidMinutesAgo(orderId, 6)
    const listed = await queue()
    expect(listed?.waitingAfterMinutes).toBe(5)
    expect(listed?.data.find((order) => order._id === orderId)).toMatchObject({
      status: 'RUNNING',
      customer: { _id: customer.id, phone: customer.phone },
      gameId: { name: 'Queue game' },
      packetId: { amount: PRICE },
      inputAboutInfo: [{ name: 'Player ID', value: '5550001' }],
      supplierAttempts: 1,
      supplierMessage: 'Pending',
      flaggedAt: null,
      paidAt: expect.any(String),
    })
    const paidTimes = (listed?.data ?? []).map((order) => order.paidAt ?? '')
    expect(paidTimes).toEqual([...paidTimes].sort())
  })

  test('holds a flagged order however recent, and never a settled one', async () => {
    const { orderId } = await waitingOrder()
    await server.db
      .updateTable('invoices')
      .set({ flagged_at: clock.now() })
      .where('id', '=', orderId)
      .execute()
    const settled = await waitingOrder()
    await paidMinutesAgo(settled.orderId, 6)
    expect((await markDelivered(settled.orderId)).response.status).toBe(200)

    const ids = (await queue())?.data.map((order) => order._id)
    expect(ids).toContain(orderId)
    expect(ids).not.toContain(settled.orderId)
  })

  test('an order the job flags 15 minutes after payment stays in the queue', async () => {
    const { orderId } = await waitingOrder()
    server.supplier.script(orderId, processing)
    await paidMinutesAgo(orderId, UNSETTLED_FLAG_AFTER_MS / 60_000 + 1)
    await server.deps.jobs.runNow(SUPPLIER_JOB)
    const listed = (await queue())?.data.find((order) => order._id === orderId)
    expect(listed?.flaggedAt).toBe(clock.now().toISOString())
  })
})

describe('check again', () => {
  test('asks the supplier now by the order id and settles what it says: delivered', async () => {
    const { customer, orderId } = await waitingOrder()
    const heard = await listen(customer, 'orderSettled')
    const askedBefore = server.supplier.timesAsked(orderId)
    server.supplier.script(orderId, delivered('SN-CHECK'))

    const { data, response } = await check(orderId)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ outcome: 'DELIVERED', data: { _id: orderId, status: 'SUCCESS' } })
    expect(server.supplier.timesAsked(orderId)).toBe(askedBefore + 1)
    expect(await orderRow(server.db, orderId)).toMatchObject({ supplier_serial: 'SN-CHECK' })
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ invoiceId: orderId, status: 'SUCCESS', walletAmount: 15_000 }])
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: 'order.check',
        actor: expect.objectContaining({ _id: operator.id }),
        detail: expect.objectContaining({ outcome: 'delivered', phone: customer.phone }),
      }),
    ])
  })

  test('still processing: the order keeps waiting; refused: the money is back once', async () => {
    const waiting = await waitingOrder()
    server.supplier.script(waiting.orderId, processing)
    const stillWaiting = await check(waiting.orderId)
    expect(stillWaiting.data).toMatchObject({ outcome: 'WAITING', data: { status: 'RUNNING' } })

    const { customer, orderId } = await waitingOrder()
    server.supplier.script(orderId, failed('ACCOUNT_REFUSED'))
    const refused = await check(orderId)
    expect(refused.data).toMatchObject({
      outcome: 'REFUNDED',
      walletAmount: 40_000,
      data: { status: 'CANCEL' },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 40_000,
      ledger: 40_000,
    })
  })

  test('the supplier unreachable is a 503 with its code, and the order waits', async () => {
    const { orderId } = await waitingOrder()
    server.supplier.script(orderId, 'unreachable')
    const { error, response } = await check(orderId)
    expect(response.status).toBe(503)
    expect(error).toMatchObject({ code: 'SUPPLIER_UNREACHABLE' })
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'RUNNING' })
  })
})

describe('mark delivered', () => {
  test('settles SUCCESS with the reference as serial, once, audited and told live', async () => {
    const { customer, orderId } = await waitingOrder()
    const heard = await listen(customer, 'orderSettled')
    const { data, response } = await markDelivered(orderId, '  DF-REF-1234 ')
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ outcome: 'DELIVERED', data: { status: 'SUCCESS' } })
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'SUCCESS',
      supplier_serial: 'DF-REF-1234',
      next_supplier_check_at: null,
    })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([{ reason: 'PURCHASE', delta: -PRICE }])
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ invoiceId: orderId, status: 'SUCCESS', walletAmount: 15_000 }])
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: 'order.deliver',
        detail: expect.objectContaining({ reference: 'DF-REF-1234', amount: PRICE }),
      }),
    ])

    // A supplier's later refusal finds it settled, and takes nothing back nor credits anything.
    server.supplier.script(orderId, failed('OTHER'))
    expect((await check(orderId)).error).toMatchObject({ code: 'ORDER_NOT_RUNNING' })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([{ reason: 'PURCHASE', delta: -PRICE }])
  })

  test('a blank reference is a bad request and changes nothing', async () => {
    const { orderId } = await waitingOrder()
    expect((await markDelivered(orderId, '')).response.status).toBe(400)
    expect((await markDelivered(orderId, '   ')).response.status).toBe(400)
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'RUNNING' })
  })
})

describe('refund with a reason', () => {
  test('credits the price once through the refund path, stops the checks, audits and tells the customer', async () => {
    const { customer, orderId } = await waitingOrder()
    const heard = await listen(customer, 'orderRefunded')
    const { data, response } = await refund(orderId)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      outcome: 'REFUNDED',
      walletAmount: 40_000,
      data: { status: 'CANCEL', refundReason: 'The supplier lost the order' },
    })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([
      { reason: 'PURCHASE', delta: -PRICE },
      { reason: 'REFUND', delta: PRICE },
    ])
    expect(await orderRow(server.db, orderId)).toMatchObject({ next_supplier_check_at: null })
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ invoiceId: orderId, amount: PRICE, walletAmount: 40_000 }])
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        detail: expect.objectContaining({ reason: 'The supplier lost the order' }),
      }),
    ])

    // A delivery the supplier reports afterwards changes nothing: the refund stands.
    await server.deps.jobs.runNow(SUPPLIER_JOB)
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'CANCEL' })
  })

  test('two refunds at once credit the price once; the other is refused as no longer waiting', async () => {
    const { customer, orderId } = await waitingOrder()
    const answers = await Promise.all([refund(orderId), refund(orderId), markDelivered(orderId)])
    const statuses = answers.map(({ response }) => response.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    for (const { error } of answers.filter(({ response }) => response.status === 409)) {
      expect(error).toMatchObject({ code: 'ORDER_NOT_RUNNING' })
    }
    const ledger = await walletState(server.db, customer.walletId)
    expect(ledger.balance).toBe(ledger.ledger)
    expect([15_000, 40_000]).toContain(ledger.balance)
  })

  test('an order no longer waiting is refused with 409 for each action; an unknown one is 404', async () => {
    const { customer, orderId } = await waitingOrder()
    expect((await markDelivered(orderId)).response.status).toBe(200)
    for (const action of [check, markDelivered, refund]) {
      const { error, response } = await action(orderId)
      expect(response.status).toBe(409)
      expect(error).toMatchObject({ code: 'ORDER_NOT_RUNNING' })
    }
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 15_000,
      ledger: 15_000,
    })
    expect((await refund(randomUUID())).response.status).toBe(404)
  })
})

describe('the supplier balance', () => {
  test('answers the balance with the threshold, and warns below it', async () => {
    server.supplier.scriptBalance(400_000)
    const set = await operator.api.PUT('/api/v1/admin/supplier-balance/threshold', {
      body: { threshold: 500_000 },
    })
    expect(set.data).toEqual({ threshold: 500_000 })
    const { data } = await operator.api.GET('/api/v1/admin/supplier-balance', {})
    expect(data).toEqual({ balance: 400_000, threshold: 500_000, low: true })

    await operator.api.PUT('/api/v1/admin/supplier-balance/threshold', {
      body: { threshold: 300_000 },
    })
    const after = await operator.api.GET('/api/v1/admin/supplier-balance', {})
    expect(after.data).toEqual({ balance: 400_000, threshold: 300_000, low: false })
    expect(await auditOf('supplier-balance')).toContainEqual(
      expect.objectContaining({
        action: 'supplier.threshold',
        detail: { before: 500_000, threshold: 300_000 },
      }),
    )
  })

  test('the supplier unreachable is a 503 with its code', async () => {
    server.supplier.scriptBalance('unreachable')
    const { error, response } = await operator.api.GET('/api/v1/admin/supplier-balance', {})
    expect(response.status).toBe(503)
    expect(error).toMatchObject({ code: 'SUPPLIER_UNREACHABLE' })
    server.supplier.scriptBalance(1_000_000)
  })

  test('a negative threshold is a bad request', async () => {
    const { response } = await operator.api.PUT('/api/v1/admin/supplier-balance/threshold', {
      body: { threshold: -1 },
    })
    expect(response.status).toBe(400)
  })
})
