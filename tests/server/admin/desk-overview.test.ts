import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jsonb } from '#server/src/db/jsonb.ts'
import type { MoneyType } from '#server/src/db/tables.ts'
import { LOW_STOCK_THRESHOLD } from '#server/src/modules/catalogue/voucher-stock.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import {
  addVoucherCodes,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
} from '../shop/fixtures.ts'

// The desk's overview against rows of known days. Laos is UTC+7: 17:00 UTC is midnight there, so
// each day's edge is seeded at 16:59:59 and 17:00:00 UTC. Now is 15 July 2030, 17:00 in Vientiane;
// the chart's 30 days run from 16 June to 15 July.

const clock = createManualClock(new Date('2030-07-15T10:00:00Z'))
let server: TestServer
let operator: Customer
let customer: Customer
let gameId: string
let gamePacketId: string
let voucherPacketId: string

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { fullName: 'Overview operator', role: 'ADMIN' })
  customer = await createCustomer(server)
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category, { name: 'Overview game' })
  gamePacketId = await createPacket(server.db, gameId, 10_000)
  const voucher = await createProduct(server.db, category, { kind: 'VOUCHER', name: 'Low voucher' })
  voucherPacketId = await createPacket(server.db, voucher, 20_000)
  await addVoucherCodes(server.db, voucherPacketId, 2)
  const plenty = await createPacket(server.db, voucher, 50_000, 1)
  await addVoucherCodes(server.db, plenty, LOW_STOCK_THRESHOLD + 1)

  await topup('2030-07-15T09:00:00Z', 50_000) // today
  await topup('2030-07-14T17:00:00Z', 20_000) // today, its first second
  await topup('2030-07-14T16:59:59Z', 30_000) // yesterday, its last second
  await topup('2030-07-15T08:00:00Z', 10_000, { moneyType: 'CUPONG_MONEY' }) // a coupon: no money in
  await topup('2030-07-15T08:30:00Z', 40_000, { status: 'WAITING' }) // waits for payment
  await topup('2030-06-30T17:00:00Z', 15_000) // 1 July, the month's first second
  await topup('2030-06-30T16:59:59Z', 25_000) // 30 June, the month before
  await topup('2030-06-15T17:00:00Z', 7_000) // 16 June, the chart's first day
  await topup('2030-06-15T16:59:59Z', 5_000) // 15 June, before the chart

  await order('2030-07-15T09:30:00Z', 25_000, 'SUCCESS') // today
  await order('2030-07-14T16:59:59Z', 12_000, 'SUCCESS') // yesterday
  await order('2030-06-30T17:00:00Z', 9_000, 'SUCCESS') // 1 July
  await order('2030-07-15T09:40:00Z', 60_000, 'CANCEL') // refunded: not a sale
  await order('2030-07-15T09:50:00Z', 70_000, 'RUNNING') // paid 10 minutes ago, not delivered
})
afterAll(() => server?.close())

async function topup(
  paidAt: string,
  amount: number,
  { status = 'SUCCESS', moneyType = 'BANK' }: { status?: string; moneyType?: MoneyType } = {},
) {
  const at = new Date(paidAt)
  await server.db
    .insertInto('topups')
    .values({
      user_id: customer.id,
      wallet_id: customer.walletId,
      old_amount: 0,
      amount,
      current_amount: amount,
      status,
      money_type: moneyType,
      paid_at: status === 'SUCCESS' ? at : null,
      created_at: at,
    })
    .execute()
}

async function order(paidAt: string, amount: number, status: 'SUCCESS' | 'CANCEL' | 'RUNNING') {
  const at = new Date(paidAt)
  await server.db
    .insertInto('invoices')
    .values({
      customer_id: customer.id,
      product_id: gameId,
      packet_id: gamePacketId,
      kind: 'GAME',
      input_about_info: jsonb([]),
      server_name: null,
      amount,
      status,
      note: null,
      voucher_code: null,
      cashcard_ref2: null,
      idempotency_key: randomUUID(),
      request_hash: 'seeded',
      paid_at: at,
      created_at: at,
    })
    .execute()
}

async function overview() {
  const { data, response } = await operator.api.GET('/api/v1/admin/overview', {})
  expect(response.status).toBe(200)
  if (!data) throw new Error('no overview')
  return data
}

describe('the desk overview', () => {
  test("counts today's and this month's sales and top-ups by the day in Vientiane", async () => {
    const { today, month } = await overview()
    expect(today).toEqual({
      sales: { count: 1, kip: 25_000 },
      topups: { count: 2, kip: 70_000 },
    })
    expect(month).toEqual({
      sales: { count: 3, kip: 46_000 },
      topups: { count: 4, kip: 115_000 },
    })
  })

  test('draws 30 days, 16 June to today, each with what was paid in it', async () => {
    const { days } = await overview()
    expect(days).toHaveLength(30)
    expect(days[0]?.day).toBe('2030-06-16')
    expect(days[29]?.day).toBe('2030-07-15')
    const nonEmpty = days.filter((day) => day.sales.count + day.topups.count > 0)
    expect(nonEmpty).toEqual([
      { day: '2030-06-16', sales: { count: 0, kip: 0 }, topups: { count: 1, kip: 7_000 } },
      { day: '2030-06-30', sales: { count: 0, kip: 0 }, topups: { count: 1, kip: 25_000 } },
      { day: '2030-07-01', sales: { count: 1, kip: 9_000 }, topups: { count: 1, kip: 15_000 } },
      { day: '2030-07-14', sales: { count: 1, kip: 12_000 }, topups: { count: 1, kip: 30_000 } },
      { day: '2030-07-15', sales: { count: 1, kip: 25_000 }, topups: { count: 2, kip: 70_000 } },
    ])
  })

  test("agrees with the database's own sums over the month's bounds", async () => {
    const { month } = await overview()
    const monthStart = new Date('2030-06-30T17:00:00Z')
    const monthEnd = new Date('2030-07-31T17:00:00Z')
    const topups = await server.db
      .selectFrom('topups')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('kip')])
      .where('status', '=', 'SUCCESS')
      .where('money_type', '!=', 'CUPONG_MONEY')
      .where('paid_at', '>=', monthStart)
      .where('paid_at', '<', monthEnd)
      .executeTakeFirstOrThrow()
    const sales = await server.db
      .selectFrom('invoices')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('kip')])
      .where('status', '=', 'SUCCESS')
      .where('paid_at', '>=', monthStart)
      .where('paid_at', '<', monthEnd)
      .executeTakeFirstOrThrow()
    expect(month.topups).toEqual({ count: Number(topups.count), kip: Number(topups.kip) })
    expect(month.sales).toEqual({ count: Number(sales.count), kip: Number(sales.kip) })
  })

  test('shows what waits for an operator, the low stock and the supplier balance', async () => {
    server.supplier.scriptBalance(400_000)
    const data = await overview()
    expect(data.waiting).toEqual({ topups: 1, supplierOrders: 1 })
    expect(data.lowStock.map((packet) => [packet.packetId, packet.codesLeft])).toEqual([
      [voucherPacketId, 2],
    ])
    expect(data.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD)
    expect(data.supplierBalance).toEqual({ balance: 400_000, threshold: 0, low: false })
  })

  test('still answers when the supplier does not, without its balance', async () => {
    server.supplier.scriptBalance('unreachable')
    const data = await overview()
    expect(data.supplierBalance).toBeUndefined()
    expect(data.today.sales.count).toBe(1)
    server.supplier.scriptBalance(1_000_000)
  })
})

describe("the desk's latest orders", () => {
  test('opens on the newest orders, 20 a page, and says when older ones follow', async () => {
    for (let index = 0; index < 20; index += 1) {
      await order(new Date(Date.UTC(2030, 4, 1, 0, index)).toISOString(), 1_000, 'SUCCESS')
    }
    const { data: first } = await operator.api.GET('/api/v1/admin/orders', {})
    expect(first?.data).toHaveLength(20)
    expect(first?.more).toBe(true)
    expect(first?.data[0]?.status).toBe('RUNNING') // the latest: 09:50 today
    const { data: second } = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { skip: 20 } },
    })
    // 25 orders in all: five here, none after.
    expect(second?.data).toHaveLength(5)
    expect(second?.more).toBe(false)
    const seen = new Set([...(first?.data ?? []), ...(second?.data ?? [])].map((each) => each._id))
    expect(seen.size).toBe(25)
  })

  test('still finds an order by its number', async () => {
    const { data: latest } = await operator.api.GET('/api/v1/admin/orders', {})
    const id = latest?.data[3]?._id ?? ''
    const { data } = await operator.api.GET('/api/v1/admin/orders', {
      params: { query: { query: id } },
    })
    expect(data?.data.map((each) => each._id)).toEqual([id])
  })
})
