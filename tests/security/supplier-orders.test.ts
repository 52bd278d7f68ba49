import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { buildApp } from '#server/src/app.ts'
import { findProduct } from '#server/src/modules/catalogue/catalogue-store.ts'
import { placeOrder } from '#server/src/modules/purchase/place-order.ts'
import { prepareOrder } from '#server/src/modules/purchase/prepare-order.ts'
import { SUPPLIER_JOB } from '#server/src/modules/purchase/supplier-delivery.ts'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  ledgerOfOrder,
  orderRow,
  sendSupplierCallback,
  type Customer,
} from '../server/shop/fixtures.ts'
import { createManualClock } from '../server/support/manual-clock.ts'
import {
  createScriptedSupplier,
  delivered,
  failed,
  processing,
} from '../server/support/scripted-supplier.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// A paid game order reaches the supplier once, however the process dies around the call, and is
// settled once, however many answers arrive together; a callback is believed only when signed.

const clock = createManualClock(new Date('2025-03-15T05:00:00Z'))
const PRICE = 10_000
const SKU = 'ML86'
let server: TestServer
let gameId: string
let packetId: string

beforeAll(async () => {
  server = await startTestServer({ clock })
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category)
  packetId = await createPacket(server.db, gameId, PRICE)
  await server.db
    .updateTable('packets')
    .set({ supplier_sku: SKU })
    .where('id', '=', packetId)
    .execute()
})
beforeEach(() => server.supplier.scriptDefault(delivered()))
afterAll(() => server?.close())

const playerFields = [{ name: 'Player ID', value: '12345678' }]

/**
 * An order the supplier is still working on, its customer left with 40,000 kip: the supplier
 * answers "processing" to every order without a script of its own, for the rest of the test.
 */
async function runningOrder(): Promise<{ customer: Customer; orderId: string }> {
  server.supplier.scriptDefault(processing)
  const customer = await createCustomer(server, { balance: 50_000 })
  const { data } = await buy(customer, '/api/v1/game-invoice', {
    gameId,
    packetId,
    walletId: customer.walletId,
    inputAboutInfo: playerFields,
  })
  if (data?.data.status !== 'RUNNING') throw new Error('the order is not RUNNING')
  return { customer, orderId: data.data._id }
}

/** What the purchase commits before it asks the supplier: the debit and the RUNNING order. */
async function paidButNeverSent(customer: Customer): Promise<string> {
  const product = await findProduct(server.db, gameId, 'GAME')
  if (!product) throw new Error('no game')
  const order = prepareOrder(
    product,
    [{ id: packetId, amount: PRICE, supplier_sku: SKU }],
    { gameId, packetId, walletId: customer.walletId, inputAboutInfo: playerFields },
    { now: clock.now(), playerNames: server.deps.playerNames },
  )
  const { invoice } = await placeOrder(
    { ...server.deps, clock },
    {
      customerId: customer.id,
      walletId: customer.walletId,
      idempotencyKey: randomUUID(),
      requestHash: 'paid-but-never-sent',
      order,
      supplierSku: SKU,
    },
  )
  return invoice.id
}

/** Another process of the shop on the same database, with a supplier of its own. */
async function secondProcess() {
  const supplier = createScriptedSupplier()
  const built = await buildApp({ config: server.deps.config, db: server.db, clock, supplier })
  return { supplier, jobs: built.deps.jobs, close: built.close }
}

describe('supplier orders: faults', () => {
  test(
    'the process dies between the payment and the call: another process sends the order once, and it is delivered once',
    { tags: ['faults'] },
    async () => {
      const customer = await createCustomer(server, { balance: 50_000 })
      const orderId = await paidButNeverSent(customer)
      expect(await orderRow(server.db, orderId)).toMatchObject({
        status: 'RUNNING',
        sent_to_supplier_at: null,
        supplier_attempts: 0,
      })

      const other = await secondProcess()
      try {
        await other.jobs.runNow(SUPPLIER_JOB)
        await other.jobs.runNow(SUPPLIER_JOB)
        await server.deps.jobs.runNow(SUPPLIER_JOB)
        expect(other.supplier.received).toEqual([
          { reference: orderId, sku: SKU, customerNo: '12345678' },
        ])
        expect(server.supplier.timesAsked(orderId)).toBe(0)
      } finally {
        await other.close()
      }
      expect(await orderRow(server.db, orderId)).toMatchObject({
        status: 'SUCCESS',
        supplier_attempts: 1,
      })
      expect(await ledgerOfOrder(server.db, orderId)).toEqual([
        { reason: 'PURCHASE', delta: -PRICE },
      ])
      await expectWalletHolds(server, customer.walletId, 40_000)
    },
  )

  test(
    'the process dies while the supplier works: the next ask, by the same reference, is a status check',
    { tags: ['faults'] },
    async () => {
      const { orderId } = await runningOrder()
      const other = await secondProcess()
      try {
        // Until the asked process's turn has passed, nobody asks again.
        await other.jobs.runNow(SUPPLIER_JOB)
        expect(other.supplier.timesAsked(orderId)).toBe(0)
        clock.advance(15_000)
        await other.jobs.runNow(SUPPLIER_JOB)
        expect(other.supplier.received).toEqual([
          { reference: orderId, sku: SKU, customerNo: '12345678' },
        ])
      } finally {
        await other.close()
      }
      expect(server.supplier.timesAsked(orderId)).toBe(1)
      expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'SUCCESS' })
    },
  )
})

describe('supplier orders: races', () => {
  test(
    'a refusal by callback and by status check at once refund once',
    { tags: ['races'] },
    async () => {
      const { customer, orderId } = await runningOrder()
      server.supplier.script(orderId, failed())
      clock.advance(15_000)
      const callback = { reference: orderId, answer: failed() }
      const [answers] = await Promise.all([
        Promise.all([1, 2, 3].map(() => sendSupplierCallback(server, callback))),
        server.deps.jobs.runNow(SUPPLIER_JOB),
      ])
      expect(answers.every(({ status }) => status === 200)).toBe(true)
      expect(
        answers.filter(({ body }) => (body as { status: string }).status === 'SETTLED').length,
      ).toBeLessThanOrEqual(1)
      expect(await ledgerOfOrder(server.db, orderId)).toEqual([
        { reason: 'PURCHASE', delta: -PRICE },
        { reason: 'REFUND', delta: PRICE },
      ])
      await expectWalletHolds(server, customer.walletId, 50_000)
    },
  )

  test(
    'a delivery by callback and a refusal by status check at once: one of them wins, nothing half done',
    { tags: ['races'] },
    async () => {
      const { customer, orderId } = await runningOrder()
      server.supplier.script(orderId, failed())
      clock.advance(15_000)
      await Promise.all([
        sendSupplierCallback(server, { reference: orderId, answer: delivered() }),
        server.deps.jobs.runNow(SUPPLIER_JOB),
      ])
      const order = await orderRow(server.db, orderId)
      const ledger = await ledgerOfOrder(server.db, orderId)
      if (order.status === 'SUCCESS') {
        expect(ledger).toEqual([{ reason: 'PURCHASE', delta: -PRICE }])
        await expectWalletHolds(server, customer.walletId, 40_000)
      } else {
        expect(order.status).toBe('CANCEL')
        expect(ledger).toHaveLength(2)
        await expectWalletHolds(server, customer.walletId, 50_000)
      }
    },
  )

  test(
    '20 orders refused at once are refunded 20 times, each once',
    { tags: ['races'] },
    async () => {
      const orders = await Promise.all(Array.from({ length: 20 }, () => runningOrder()))
      for (const { orderId } of orders) server.supplier.script(orderId, failed())
      clock.advance(15_000)
      await Promise.all([
        ...orders.flatMap(({ orderId }) =>
          [1, 2].map(() => sendSupplierCallback(server, { reference: orderId, answer: failed() })),
        ),
        server.deps.jobs.runNow(SUPPLIER_JOB),
      ])
      const refunds = await server.db
        .selectFrom('wallet_entries')
        .select('ref_id')
        .where('reason', '=', 'REFUND')
        .where(
          'ref_id',
          'in',
          orders.map(({ orderId }) => orderId),
        )
        .execute()
      expect(refunds).toHaveLength(20)
      expect(new Set(refunds.map(({ ref_id }) => ref_id)).size).toBe(20)
      for (const { customer } of orders) await expectWalletHolds(server, customer.walletId, 50_000)
    },
  )
})

describe('supplier callbacks: attacks', () => {
  test('signed with another secret: 401, nothing changes', { tags: ['attacks'] }, async () => {
    const { customer, orderId } = await runningOrder()
    const { status } = await sendSupplierCallback(
      server,
      { reference: orderId, answer: failed() },
      { secret: 'someone-elses-secret' },
    )
    expect(status).toBe(401)
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'RUNNING' })
    await expectWalletHolds(server, customer.walletId, 40_000)
  })

  test('without a signature: 401, nothing changes', { tags: ['attacks'] }, async () => {
    const { orderId } = await runningOrder()
    const { status } = await sendSupplierCallback(
      server,
      { reference: orderId, answer: delivered() },
      { signature: null },
    )
    expect(status).toBe(401)
    expect(await orderRow(server.db, orderId)).toMatchObject({ status: 'RUNNING' })
  })

  test('a success replayed changes nothing', { tags: ['attacks'] }, async () => {
    const { orderId } = await runningOrder()
    const callback = { reference: orderId, answer: delivered('SN-FIRST') }
    expect((await sendSupplierCallback(server, callback)).body).toEqual({ status: 'SETTLED' })
    const settled = await orderRow(server.db, orderId)
    clock.advance(60_000)
    const replay = await sendSupplierCallback(server, {
      reference: orderId,
      answer: delivered('SN-SECOND'),
    })
    expect(replay).toMatchObject({ status: 200, body: { status: 'UNCHANGED' } })
    expect(await orderRow(server.db, orderId)).toEqual(settled)
  })

  test.each([randomUUID(), "x' or '1'='1", ''])(
    'a callback for an order the shop lacks (%s): 404',
    { tags: ['attacks'] },
    async (reference) => {
      const { status } = await sendSupplierCallback(server, { reference, answer: delivered() })
      expect(status).toBe(404)
    },
  )

  test(
    'a success for an order already refunded changes nothing: the money stays returned',
    { tags: ['attacks'] },
    async () => {
      const { customer, orderId } = await runningOrder()
      await sendSupplierCallback(server, { reference: orderId, answer: failed() })
      const refunded = await orderRow(server.db, orderId)
      expect(refunded.status).toBe('CANCEL')

      const late = await sendSupplierCallback(server, { reference: orderId, answer: delivered() })
      expect(late).toMatchObject({ status: 200, body: { status: 'UNCHANGED' } })
      expect(await orderRow(server.db, orderId)).toEqual(refunded)
      expect(await ledgerOfOrder(server.db, orderId)).toHaveLength(2)
      await expectWalletHolds(server, customer.walletId, 50_000)
    },
  )
})
