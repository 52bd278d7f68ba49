import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { COUPON_TRIES } from '../../server/src/modules/coupons/coupon-tries.ts'
import { createCustomer, type Customer } from '../server/shop/fixtures.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// Coupon codes carry money: guessing them is stopped by the try limits (per customer and per
// address, at their production values), and one code redeemed many times at once credits once.

let server: TestServer
let operator: Customer
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  // Each test's customers come from an address of their own, as a balancer would forward them.
  server = await startTestServer({ config: { rateLimitScale: 1, trustProxy: 'loopback' } })
  operator = await createCustomer(server, { role: 'ADMIN' })
})
afterAll(async () => {
  await server?.close()
})

let addressSequence = 0
const newAddress = () => `198.51.100.${(addressSequence += 1)}`

async function mintOne(amount: number): Promise<string> {
  const { data } = await operator.api.POST('/api/v1/admin/coupons', {
    body: { count: 1, amount, expiresAt: new Date(Date.now() + DAY).toISOString() },
  })
  const [code] = data?.codes ?? []
  if (!code) throw new Error('no code minted')
  return code
}

async function redeemFrom(customer: Customer, address: string, code: string) {
  const { response, error } = await customer.api.POST('/api/v1/redeem-code', {
    body: { code },
    headers: { 'x-forwarded-for': address },
  })
  return { status: response.status, code: error?.code }
}

const guess = (n: number) => `GUES-S${String(n).padStart(3, '2')}-ZZZZ`

describe('coupon guessing', () => {
  test(
    `a customer guessing codes is stopped after ${COUPON_TRIES.perCustomer} tries: the right code is then refused too, from any address`,
    { tags: ['attacks'] },
    async () => {
      const customer = await createCustomer(server)
      const code = await mintOne(10_000)
      const statuses: number[] = []
      for (let n = 0; n < COUPON_TRIES.perCustomer; n += 1) {
        statuses.push((await redeemFrom(customer, newAddress(), guess(n))).status)
      }
      expect(statuses).toEqual(Array(COUPON_TRIES.perCustomer).fill(404))
      expect(await redeemFrom(customer, newAddress(), code)).toEqual({
        status: 429,
        code: 'RATE_LIMITED',
      })
      await expectWalletHolds(server, customer.walletId, 0)
    },
  )

  test(
    `guesses spread over many accounts from one address are stopped after ${COUPON_TRIES.perAddress}`,
    { tags: ['attacks'] },
    async () => {
      const address = newAddress()
      const accounts = await Promise.all(Array.from({ length: 4 }, () => createCustomer(server)))
      const statuses: number[] = []
      for (let n = 0; n < COUPON_TRIES.perAddress + 2; n += 1) {
        const account = accounts[n % accounts.length]!
        statuses.push((await redeemFrom(account, address, guess(n))).status)
      }
      // 4 accounts x 10 tries could reach 40; the address stops them at 30.
      expect(statuses.filter((status) => status === 404)).toHaveLength(COUPON_TRIES.perAddress)
      expect(statuses.slice(COUPON_TRIES.perAddress)).toEqual([429, 429])
      // Another address is not held back by this one.
      const elsewhere = await createCustomer(server)
      expect((await redeemFrom(elsewhere, newAddress(), guess(99))).status).toBe(404)
    },
  )
})

describe('coupon races', () => {
  test(
    'one code redeemed 8 times at once by two customers credits once',
    { tags: ['races'] },
    async () => {
      const code = await mintOne(40_000)
      const [first, second] = await Promise.all([createCustomer(server), createCustomer(server)])
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          redeemFrom(i % 2 ? second! : first!, newAddress(), code),
        ),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([200, ...Array(7).fill(409)])
      const balances = await server.db
        .selectFrom('wallets')
        .select('balance')
        .where('id', 'in', [first!.walletId, second!.walletId])
        .execute()
      expect(balances.map((wallet) => Number(wallet.balance)).sort()).toEqual([0, 40_000])
      const topups = await server.db
        .selectFrom('topups')
        .select('id')
        .where('user_id', 'in', [first!.id, second!.id])
        .execute()
      expect(topups).toHaveLength(1)
    },
  )
})
