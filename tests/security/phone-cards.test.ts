import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PHONE_CARD_TRIES } from '../../server/src/modules/phone-cards/phone-card-handlers.ts'
import { createCustomer, type Customer } from '../server/shop/fixtures.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// A phone card is money: sent many times at once it is taken and credited once, and sending cards
// is limited per customer (at the production value) so serials and PINs cannot be tried in bulk.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    config: {
      rateLimitScale: 1,
      trustProxy: 'loopback',
      phoneCards: { feePercent: 10, demoAnswerMs: 30 },
    },
  })
})
afterAll(async () => {
  await server?.close()
})

let sequence = 0
const newAddress = () => `198.51.100.${(sequence += 1)}`
const newCard = (pinEnd: number) => ({
  operator: 'ETL' as const,
  faceValue: 50_000 as const,
  serial: String(20_000_000 + (sequence += 1)),
  pin: `99887766${pinEnd}`,
})

async function sendFrom(customer: Customer, address: string, body: ReturnType<typeof newCard>) {
  const { response, error, data } = await customer.api.POST('/api/v1/redeem-phone-card', {
    body,
    headers: { 'x-forwarded-for': address },
  })
  return { status: response.status, code: error?.code, topupId: data?.topup._id }
}

describe('phone-card races', () => {
  test(
    'one card sent 8 times at once by two customers is taken once and credited once',
    { tags: ['races'] },
    async () => {
      const card = newCard(8)
      const [first, second] = await Promise.all([createCustomer(server), createCustomer(server)])
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => sendFrom(i % 2 ? second! : first!, newAddress(), card)),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(7).fill(409)])
      const winner = answers.find((answer) => answer.status === 200)!
      const deadline = Date.now() + 3_000
      for (;;) {
        const row = await server.db
          .selectFrom('topups')
          .select(['status', 'wallet_id'])
          .where('id', '=', winner.topupId!)
          .executeTakeFirstOrThrow()
        if (row.status === 'SUCCESS') {
          await expectWalletHolds(server, row.wallet_id, 45_000)
          break
        }
        if (Date.now() > deadline) throw new Error('the card was never credited')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const topups = await server.db
        .selectFrom('topups')
        .select('id')
        .where('user_id', 'in', [first!.id, second!.id])
        .execute()
      expect(topups).toHaveLength(1)
    },
  )
})

describe('phone-card tries', () => {
  test(
    `a customer is stopped after ${PHONE_CARD_TRIES.perCustomer} cards in a window, from any address`,
    { tags: ['attacks'] },
    async () => {
      const customer = await createCustomer(server)
      const statuses: number[] = []
      for (let n = 0; n < PHONE_CARD_TRIES.perCustomer; n += 1) {
        statuses.push((await sendFrom(customer, newAddress(), newCard(1))).status)
      }
      expect(statuses).toEqual(Array(PHONE_CARD_TRIES.perCustomer).fill(200))
      expect(await sendFrom(customer, newAddress(), newCard(2))).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      })
    },
  )
})
