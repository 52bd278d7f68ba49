import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  SUPPLIER_JOB,
  UNSETTLED_FLAG_AFTER_MS,
} from '#server/src/modules/purchase/supplier-delivery.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { delivered, failed, processing } from '../support/scripted-supplier.ts'
import { listenToOrders } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  ledgerOfOrder,
  orderRow,
  sendSupplierCallback,
  signInAgain,
  walletState,
  type Customer,
} from './fixtures.ts'

// A game order is paid, then bought from the supplier: RUNNING until the supplier delivers
// (SUCCESS) or refuses (CANCEL, the price back in the wallet, once).

const clock = createManualClock(new Date('2025-03-15T05:00:00Z'))
/** The purchase waits this long for the supplier's first answer. */
const ANSWER_WAIT_MS = 300
const PRICE = 10_000
let server: TestServer
let gameId: string
let packetId: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock, config: { orderAnswerWaitMs: ANSWER_WAIT_MS } })
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category, {
    inputAboutInfo: [
      { name: 'User ID', value: 'hint' },
      { name: 'Zone ID', value: 'hint' },
    ],
  })
  packetId = await createPacket(server.db, gameId, PRICE)
  await server.db
    .updateTable('packets')
    .set({ supplier_sku: 'ML86' })
    .where('id', '=', packetId)
    .execute()
})
beforeEach(() => server.supplier.scriptDefault(delivered()))
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.close()
})

const runSupplierJob = () => server.deps.jobs.runNow(SUPPLIER_JOB)

function buyGame(customer: Customer, idempotencyKey = randomUUID()) {
  return buy(
    customer,
    '/api/v1/game-invoice',
    {
      gameId,
      packetId,
      walletId: customer.walletId,
      inputAboutInfo: [
        { name: 'Zone ID', value: '2001' },
        { name: 'User ID', value: '12345678' },
      ],
    },
    { idempotencyKey },
  )
}

/** A customer whose order the supplier is still working on. */
async function runningOrder(balance = 50_000) {
  const customer = await createCustomer(server, { balance })
  server.supplier.scriptDefault(processing)
  const { data } = await buyGame(customer)
  if (data?.data.status !== 'RUNNING') throw new Error('the order is not RUNNING')
  server.supplier.scriptDefault(delivered())
  return { customer, orderId: data.data._id }
}

const listen = (customer: Customer, event: 'orderSettled' | 'orderRefunded') =>
  listenToOrders(server.baseUrl, customer, event, sockets)

describe('the supplier answers while the customer waits', () => {
  test('delivered: SUCCESS with the serial, the supplier asked once by the order id, the SKU and the account', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    server.supplier.scriptDefault(delivered('SN-777'))
    const { data, response } = await buyGame(customer)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({ walletAmount: 40_000, data: { status: 'SUCCESS' } })
    const orderId = data?.data._id ?? ''
    // The account fields in the product's order, whatever order the request named them in.
    expect(server.supplier.received.filter((order) => order.reference === orderId)).toEqual([
      { reference: orderId, sku: 'ML86', customerNo: '123456782001' },
    ])
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'SUCCESS',
      supplier_serial: 'SN-777',
      supplier_attempts: 1,
      delivered_at: clock.now(),
      next_supplier_check_at: null,
    })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([{ reason: 'PURCHASE', delta: -PRICE }])
  })

  test('refused: 502 with the refund in its details, CANCEL, the ledger has PURCHASE and REFUND', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const heard = await listen(customer, 'orderSettled')
    server.supplier.scriptDefault(failed('ACCOUNT_REFUSED'))
    const idempotencyKey = randomUUID()
    const { error, response } = await buyGame(customer, idempotencyKey)
    expect(response.status).toBe(502)
    const orderId = String((error?.details as { invoiceId?: string } | undefined)?.invoiceId)
    expect(error).toMatchObject({
      code: 'TERMGAME_ERROR_LOGIN',
      details: { invoiceId: orderId, refunded: true, walletAmount: 50_000 },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([
      { reason: 'PURCHASE', delta: -PRICE },
      { reason: 'REFUND', delta: PRICE },
    ])
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'CANCEL',
      supplier_refusal: 'ACCOUNT_REFUSED',
      refunded_at: clock.now(),
      flagged_at: null,
    })
    // The customer reads why as a code their screen words, never the supplier's own text.
    const page = await customer.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: orderId } },
    })
    expect(page.data?.data).toMatchObject({ status: 'CANCEL', note: 'ACCOUNT_REFUSED' })
    await expect
      .poll(() => heard)
      .toEqual([{ invoiceId: orderId, status: 'CANCEL', walletAmount: 50_000 }])

    // The retry answers the refusal again and refunds nothing more.
    const retry = await buyGame(customer, idempotencyKey)
    expect(retry.response.status).toBe(502)
    expect(retry.error).toMatchObject({
      code: 'TERMGAME_ERROR_LOGIN',
      details: { invoiceId: orderId },
    })
    expect(await ledgerOfOrder(server.db, orderId)).toHaveLength(2)
  })

  test("the shop's balance at the supplier is low: refunded, and flagged for the operators", async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    server.supplier.scriptDefault(failed('SHOP_BALANCE_LOW'))
    const { error, response } = await buyGame(customer)
    expect(response.status).toBe(502)
    expect(error?.code).toBe('WEPAY_ERROR_MONEY')
    const orderId = String((error?.details as { invoiceId?: string } | undefined)?.invoiceId)
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'CANCEL',
      flagged_at: clock.now(),
    })
  })

  test('slower than the wait: the purchase answers RUNNING, the late answer settles the order', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    server.supplier.hold()
    const { data } = await buyGame(customer)
    expect(data).toMatchObject({ walletAmount: 40_000, data: { status: 'RUNNING' } })
    server.supplier.release()
    const orderId = data?.data._id ?? ''
    await expect.poll(async () => (await orderRow(server.db, orderId)).status).toBe('SUCCESS')
  })
})

describe('the supplier answers later', () => {
  test('RUNNING, then the supplier job finds it delivered, and the customer hears it', async () => {
    const { customer, orderId } = await runningOrder()
    const heard = await listen(customer, 'orderSettled')
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'RUNNING',
      supplier_attempts: 1,
      sent_to_supplier_at: clock.now(),
    })
    const sentAt = clock.now()

    // Not due yet: the job leaves it alone until the backoff has passed.
    await runSupplierJob()
    expect(server.supplier.timesAsked(orderId)).toBe(1)
    clock.advance(15_000)
    await runSupplierJob()
    expect(server.supplier.timesAsked(orderId)).toBe(2)
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'SUCCESS',
      delivered_at: clock.now(),
    })
    await expect
      .poll(() => heard)
      .toEqual([{ invoiceId: orderId, status: 'SUCCESS', walletAmount: 40_000 }])
    const latest = await signInAgain(server, customer)
    const { data } = await latest.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: orderId } },
    })
    expect(data?.data.status).toBe('SUCCESS')
    // The order's page tells each step with its time: sent when paid, delivered when it settled.
    const steps = new Map(data?.data.timeline.map(({ step, at }) => [step, at]))
    expect([...steps.keys()]).toEqual(['ORDERED', 'PAID', 'SENT', 'DELIVERED'])
    expect(steps.get('SENT')).toBe(sentAt.toISOString())
    expect(steps.get('DELIVERED')).toBe(clock.now().toISOString())
  })

  test("the supplier's callback delivers it", async () => {
    const { orderId } = await runningOrder()
    const { status, body } = await sendSupplierCallback(server, {
      reference: orderId,
      answer: delivered('SN-CALLBACK'),
    })
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'SETTLED' })
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'SUCCESS',
      supplier_serial: 'SN-CALLBACK',
      next_supplier_check_at: null,
    })
  })

  test('refused later: CANCEL, refunded once whatever asks again', async () => {
    const { customer, orderId } = await runningOrder()
    const refunds = await listen(customer, 'orderRefunded')
    server.supplier.script(orderId, failed('PRODUCT_UNAVAILABLE'))
    clock.advance(15_000)
    await runSupplierJob()
    const callback = await sendSupplierCallback(server, {
      reference: orderId,
      answer: failed('PRODUCT_UNAVAILABLE'),
    })
    expect(callback.body).toEqual({ status: 'UNCHANGED' })
    clock.advance(15 * 60_000)
    await runSupplierJob()

    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'CANCEL',
      supplier_refusal: 'PRODUCT_UNAVAILABLE',
    })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([
      { reason: 'PURCHASE', delta: -PRICE },
      { reason: 'REFUND', delta: PRICE },
    ])
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
    await expect
      .poll(() => refunds)
      .toEqual([{ invoiceId: orderId, amount: PRICE, walletAmount: 50_000 }])
  })

  test('the supplier cannot be reached: the order waits RUNNING, and the job delivers it later', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    server.supplier.scriptDefault('unreachable')
    const { data } = await buyGame(customer)
    expect(data).toMatchObject({ walletAmount: 40_000, data: { status: 'RUNNING' } })
    const orderId = data?.data._id ?? ''

    clock.advance(15_000)
    await runSupplierJob()
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'RUNNING',
      supplier_attempts: 2,
    })
    // The backoff doubles: 30 s after the second attempt.
    clock.advance(29_000)
    await runSupplierJob()
    expect(server.supplier.timesAsked(orderId)).toBe(2)

    server.supplier.scriptDefault(delivered())
    clock.advance(1_000)
    await runSupplierJob()
    expect(server.supplier.timesAsked(orderId)).toBe(3)
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'SUCCESS' })
    expect(await ledgerOfOrder(server.db, orderId)).toEqual([{ reason: 'PURCHASE', delta: -PRICE }])
  })

  test('still unsettled 15 minutes after payment: flagged for the operators, still waiting', async () => {
    const { orderId } = await runningOrder()
    server.supplier.script(orderId, processing)
    clock.advance(UNSETTLED_FLAG_AFTER_MS - 1_000)
    await runSupplierJob()
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'RUNNING',
      flagged_at: null,
    })

    clock.advance(1_000)
    await runSupplierJob()
    const flaggedAt = clock.now()
    expect(await orderRow(server.db, orderId)).toMatchObject({
      status: 'RUNNING',
      flagged_at: flaggedAt,
    })
    clock.advance(60_000)
    await runSupplierJob()
    expect((await orderRow(server.db, orderId)).flagged_at).toEqual(flaggedAt)
  })
})

describe('in production', () => {
  test('a game package without a supplier code is refused before anything is paid', async () => {
    const production = await startTestServer({ config: { nodeEnv: 'production' } })
    try {
      const category = await createCategory(production.db, 1)
      const game = await createProduct(production.db, category)
      const packet = await createPacket(production.db, game, PRICE)
      const customer = await createCustomer(production, { balance: 50_000 })
      const { error, response } = await buy(customer, '/api/v1/game-invoice', {
        gameId: game,
        packetId: packet,
        walletId: customer.walletId,
        inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
      })
      expect(response.status).toBe(409)
      expect(error?.code).toBe('PACKET_NOT_SUPPLIED')
      expect(await walletState(production.db, customer.walletId)).toEqual({
        balance: 50_000,
        ledger: 50_000,
      })
      expect(production.supplier.received).toEqual([])
    } finally {
      await production.close()
    }
  })
})
