import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  customerWithGameOrder,
  type Customer,
} from '../server/shop/fixtures.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// A refund gives money back: only an operator may make one, and one order is credited back once,
// however many refunds arrive at the same moment (from one operator's double tap or two desks).

let server: TestServer
let operators: Customer[]
let gameId: string
let packetId: string

beforeAll(async () => {
  server = await startTestServer()
  operators = await Promise.all([
    createCustomer(server, { role: 'ADMIN' }),
    createCustomer(server, { role: 'ADMIN' }),
  ])
  const category = await createCategory(server.db, 1)
  gameId = await createProduct(server.db, category)
  packetId = await createPacket(server.db, gameId, 25_000)
})
afterAll(async () => {
  await server?.close()
})

/** A customer who bought a 25,000 kip top-up and has 5,000 kip left. */
const customerWithOrder = () => customerWithGameOrder(server, { gameId, packetId, balance: 30000 })

const refundAs = (who: Customer, orderId: string) =>
  who.api.POST('/api/v1/admin/orders/{id}/refund', {
    params: { path: { id: orderId } },
    body: { reason: 'Never delivered' },
  })

describe('order refunds', () => {
  test(
    'a customer cannot refund their own order: 403, nothing credited, nothing changed',
    { tags: ['attacks'] },
    async () => {
      const { customer, orderId } = await customerWithOrder()
      const { response, error } = await refundAs(customer, orderId)
      expect(response.status).toBe(403)
      expect(error).toMatchObject({ code: 'FORBIDDEN' })
      await expectWalletHolds(server, customer.walletId, 5_000)
      const order = await server.db
        .selectFrom('invoices')
        .select(['status', 'refunded_at'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      expect(order).toEqual({ status: 'SUCCESS', refunded_at: null })
    },
  )

  test(
    '8 refunds of one order at once, from two operators, credit it once',
    { tags: ['races'] },
    async () => {
      const { customer, orderId } = await customerWithOrder()
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => refundAs(operators[i % 2]!, orderId)),
      )
      const statuses = answers.map(({ response }) => response.status).sort()
      expect(statuses).toEqual([200, ...Array(7).fill(409)])
      expect(answers.filter(({ error }) => error).map(({ error }) => error?.code)).toEqual(
        Array(7).fill('ORDER_ALREADY_REFUNDED'),
      )
      await expectWalletHolds(server, customer.walletId, 30_000)
      const audit = await server.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_id', '=', orderId)
        .execute()
      expect(audit).toHaveLength(1)
    },
  )
})
