import { randomUUID } from 'node:crypto'
import { createServer, connect, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  buy,
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  type Customer,
  type PurchaseRequest,
} from '../server/shop/fixtures.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// Money under races: a QR paid several times at once, a purchase whose answer is lost on the way back and is sent again, the same
// purchase sent several times at once, and more purchases at once than the balance pays for.

let server: TestServer
let game: { productId: string; packetId: string }

beforeAll(async () => {
  server = await startTestServer()
  const category = await createCategory(server.db, 1)
  const productId = await createProduct(server.db, category)
  game = { productId, packetId: await createPacket(server.db, productId, 10_000) }
})
afterAll(async () => {
  await server?.close()
})

const order = (customer: Customer): PurchaseRequest => ({
  gameId: game.productId,
  packetId: game.packetId,
  walletId: customer.walletId,
  inputAboutInfo: [{ name: 'Player ID', value: '12345678' }],
})

async function invoicesOf(customer: Customer) {
  return server.db
    .selectFrom('invoices')
    .select('id')
    .where('customer_id', '=', customer.id)
    .execute()
}

/**
 * A TCP relay to the server that passes each request on and resets the connection as soon as the
 * answer starts: the server did the work, the client sees a network error.
 */
async function startAnswerDroppingRelay(target: URL): Promise<{ url: string; close: () => void }> {
  const relay: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname)
    client.pipe(upstream)
    upstream.once('data', () => {
      client.resetAndDestroy()
      upstream.destroy()
    })
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const address = relay.address()
  if (typeof address !== 'object' || !address) throw new Error('The relay has no address')
  return { url: `http://127.0.0.1:${address.port}`, close: () => relay.close() }
}

describe('purchase races', () => {
  test(
    'a purchase whose answer was lost, sent again with its key, debits once',
    { tags: ['races'] },
    async () => {
      const customer = await createCustomer(server, { balance: 50_000 })
      const relay = await startAnswerDroppingRelay(new URL(server.baseUrl))
      const key = randomUUID()
      try {
        const lost = fetch(`${relay.url}/api/v1/game-invoice`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customer.token}`,
            'x-request-id': customer.walletId,
            'idempotency-key': key,
          },
          body: JSON.stringify(order(customer)),
        })
        await expect(lost).rejects.toThrow()
      } finally {
        relay.close()
      }
      const retry = await buy(customer, '/api/v1/game-invoice', order(customer), {
        idempotencyKey: key,
      })
      expect(retry.response.status).toBe(200)
      expect(retry.data?.walletAmount).toBe(40_000)
      await expectWalletHolds(server, customer.walletId, 40_000)
      expect(await invoicesOf(customer)).toHaveLength(1)
    },
  )

  test(
    'the same purchase sent 5 times at once makes one invoice and one debit',
    { tags: ['races'] },
    async () => {
      const customer = await createCustomer(server, { balance: 50_000 })
      const key = randomUUID()
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          buy(customer, '/api/v1/game-invoice', order(customer), { idempotencyKey: key }),
        ),
      )
      const invoiceIds = new Set(answers.map((answer) => answer.data?.data._id))
      expect(invoiceIds.size).toBe(1)
      await expectWalletHolds(server, customer.walletId, 40_000)
      expect(await invoicesOf(customer)).toHaveLength(1)
    },
  )

  test(
    '5 different purchases at once with money for 2: two go through, none overdraws',
    { tags: ['races'] },
    async () => {
      const customer = await createCustomer(server, { balance: 20_000 })
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => buy(customer, '/api/v1/game-invoice', order(customer))),
      )
      const statuses = answers.map((answer) => answer.response.status).sort()
      expect(statuses).toEqual([200, 200, 409, 409, 409])
      await expectWalletHolds(server, customer.walletId, 0)
      expect(await invoicesOf(customer)).toHaveLength(2)
    },
  )

  test('a QR paid 5 times at once credits the wallet once', { tags: ['races'] }, async () => {
    const customer = await createCustomer(server)
    const { data } = await customer.api.POST('/api/v1/genarate-qrcode-bank', {
      body: { user_id: customer.id, amount: 30_000 },
    })
    const payments = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${server.baseUrl}/dev/bank/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ qr_code: data!.qr_code }),
        }),
      ),
    )
    expect(payments.map((payment) => payment.status).sort()).toEqual([200, 409, 409, 409, 409])
    await expectWalletHolds(server, customer.walletId, 30_000)
  })
})
