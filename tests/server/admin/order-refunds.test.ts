import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { connectSocket, recordEvents, until } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  customerWithGameOrder,
  walletState,
  type Customer,
} from '../shop/fixtures.ts'

const clock = createManualClock(new Date('2030-06-01T03:00:00Z'))
let server: TestServer
let operator: Customer
let gameId: string
let packetId: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { fullName: 'Desk operator', role: 'ADMIN' })
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category, { name: 'Refund game' })
  packetId = await createPacket(server.db, gameId, 30_000)
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close()
})
afterAll(() => server?.close())

/** A customer with a delivered 30,000 kip game top-up, and 20,000 kip left. */
const customerWithOrder = () => customerWithGameOrder(server, { gameId, packetId, balance: 50000 })

const refund = (orderId: string, reason = 'The provider confirms the top-up never arrived') =>
  operator.api.POST('/api/v1/admin/orders/{id}/refund', {
    params: { path: { id: orderId } },
    body: { reason },
  })

describe('finding an order at the desk', () => {
  test('by its order number or by digits of the customer phone, with its customer', async () => {
    const { customer, orderId } = await customerWithOrder()
    const byNumber = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: orderId.toUpperCase() } },
    })
    expect(byNumber.data?.data).toEqual([
      expect.objectContaining({
        _id: orderId,
        status: 'SUCCESS',
        customer: { _id: customer.id, fullName: customer.fullName, phone: customer.phone },
        refundedAt: null,
        refundReason: null,
      }),
    ])
    const byPhone = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: customer.phone.slice(-8) } },
    })
    expect(byPhone.data?.data.map((order) => order._id)).toEqual([orderId])
  })

  test('by its short number as the receipt shows it, in either case', async () => {
    const { orderId } = await customerWithOrder()
    const { data: order } = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: orderId } },
    })
    const orderNumber = order?.data[0]?.orderNumber ?? ''
    expect(orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    for (const typed of [orderNumber, orderNumber.toLowerCase()]) {
      const found = await operator.api.GET('/api/v1/admin/orders', {
        params: { query: { query: typed } },
      })
      expect(found.data?.data.map((each) => [each._id, each.orderNumber])).toEqual([
        [orderId, orderNumber],
      ])
    }
  })

  test('8 digits find both the order with that number and the orders of phones holding them', async () => {
    const byNumber = await customerWithOrder()
    const byPhone = await customerWithOrder()
    // Digits without 0 and 1, so they can be an order number as well as a phone's end.
    const digits = Array.from({ length: 8 }, () => 2 + Math.floor(Math.random() * 8)).join('')
    await sql`update users set user_name = ${`20${digits}`} where id = ${byPhone.customer.id}`.execute(
      server.db,
    )
    await sql`update invoices set order_number = ${digits} where id = ${byNumber.orderId}`.execute(
      server.db,
    )
    const { data } = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: digits } },
    })
    expect(data?.data.map((order) => order._id).sort()).toEqual(
      [byNumber.orderId, byPhone.orderId].sort(),
    )
  })

  test('a query that is neither an order number nor phone digits is a bad request', async () => {
    const { response } = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: 'abc' } },
    })
    expect(response.status).toBe(400)
  })
})

describe('refunding an order', () => {
  test('credits the amount once, closes the order with both steps, audits it and tells the customer live', async () => {
    const { customer, orderId } = await customerWithOrder()
    const socket = await connectSocket(server.baseUrl, { token: customer.token })
    sockets.push(socket)
    const heard = recordEvents(socket, realtimeEvents.orderRefunded(customer.id))
    clock.advance(60_000)

    const { data, response } = await refund(orderId)
    expect(response.status).toBe(200)
    expect(data).toMatchObject({
      walletAmount: 50_000,
      data: {
        _id: orderId,
        status: 'CANCEL',
        refundedAt: clock.now().toISOString(),
        refundReason: 'The provider confirms the top-up never arrived',
      },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
    await until(() => heard.length > 0)
    expect(heard).toEqual([{ invoiceId: orderId, amount: 30_000, walletAmount: 50_000 }])

    const page = await customer.api.GET('/api/v1/invoices/{id}', {
      params: { path: { id: orderId } },
    })
    expect(page.data?.data.timeline.map((step) => step.step)).toEqual([
      'ORDERED',
      'PAID',
      'SENT',
      'DELIVERED',
      'REFUSED',
      'REFUNDED',
    ])
    expect(page.data?.data).toMatchObject({
      status: 'CANCEL',
      refundReason: 'The provider confirms the top-up never arrived',
    })
    const history = await customer.api.GET('/api/v1/invoices', { params: { query: {} } })
    expect(history.data?.data[0]).toMatchObject({ _id: orderId, status: 'CANCEL' })

    const { data: audit } = await operator.api.GET('/api/v1/admin/audit', {})
    expect(audit?.data.find((entry) => entry.targetId === orderId)).toMatchObject({
      action: 'order.refund',
      actor: { _id: operator.id },
      detail: {
        amount: 30_000,
        phone: customer.phone,
        reason: 'The provider confirms the top-up never arrived',
      },
    })
  })

  test('a second refund is refused with its own code and credits nothing', async () => {
    const { customer, orderId } = await customerWithOrder()
    expect((await refund(orderId)).response.status).toBe(200)
    const again = await refund(orderId, 'Once more')
    expect(again.response.status).toBe(409)
    expect(again.error).toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
    const refundEntries = await server.db
      .selectFrom('wallet_entries')
      .select('delta')
      .where('reason', '=', 'REFUND')
      .where('ref_id', '=', orderId)
      .execute()
    expect(refundEntries).toEqual([{ delta: 30_000 }])
  })

  test('a purchase retried after its refund answers the order refunded and the balance now, debiting nothing', async () => {
    const customer = await createCustomer(server, { balance: 50_000 })
    const order = {
      gameId,
      packetId,
      walletId: customer.walletId,
      inputAboutInfo: [{ name: 'Player ID', value: '1234567' }],
    }
    const idempotencyKey = randomUUID()
    const first = await buy(customer, '/api/v1/game-invoice', order, { idempotencyKey })
    expect(first.data?.walletAmount).toBe(20_000)
    expect((await refund(first.data?.data._id ?? '')).response.status).toBe(200)

    const retry = await buy(customer, '/api/v1/game-invoice', order, { idempotencyKey })
    expect(retry.response.status).toBe(200)
    expect(retry.data).toMatchObject({
      walletAmount: 50_000,
      data: { _id: first.data?.data._id, status: 'CANCEL' },
    })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 50_000,
      ledger: 50_000,
    })
  })

  test('an order never delivered is not refundable; an unknown one is not found', async () => {
    const { customer, orderId } = await customerWithOrder()
    await server.db
      .updateTable('invoices')
      .set({ status: 'CANCEL', refused_at: clock.now() })
      .where('id', '=', orderId)
      .execute()
    const refused = await refund(orderId)
    expect(refused.response.status).toBe(409)
    expect(refused.error).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' })
    expect(await walletState(server.db, customer.walletId)).toEqual({
      balance: 20_000,
      ledger: 20_000,
    })
    const missing = await refund('6f1d7a52-0c4b-4e0a-9a39-5b8c2f0e7d11')
    expect(missing.response.status).toBe(404)
  })

  test('a refund without a reason is a bad request, and changes nothing', async () => {
    const { orderId } = await customerWithOrder()
    expect((await refund(orderId, '')).response.status).toBe(400)
    const order = await server.db
      .selectFrom('invoices')
      .select(['status', 'refunded_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ status: 'SUCCESS', refunded_at: null })
  })
})
