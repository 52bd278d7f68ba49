import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MOBILE_MONEY_TRIES } from '#server/src/modules/wallet/mobile-money-handlers.ts'
import { createCustomer, type Customer } from '../server/shop/fixtures.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// Mobile money under races and abuse: operators deciding one claim at once, one transfer claimed
// twice at once, and a script asking which numbers are members'.

let server: TestServer
let operators: [Customer, Customer]
let referenceSequence = 0

beforeAll(async () => {
  server = await startTestServer()
  operators = [
    await createCustomer(server, { role: 'ADMIN' }),
    await createCustomer(server, { role: 'ADMIN' }),
  ]
})
afterAll(() => server?.close())

const freshReference = () => `RACE${Date.now()}${(referenceSequence += 1)}`

async function claimed(customer: Customer, reference = freshReference()) {
  const { data } = await customer.api.POST('/api/v1/mobile-money/transfers', {
    body: { amount: 30_000, senderPhone: customer.phone, reference },
  })
  return data?.topup._id ?? ''
}

const approveBy = (operator: Customer, id: string) =>
  // The operator confirms against the transfer as their own account's statement shows it.
  operator.api.POST('/api/v1/admin/topups/{id}/approve', {
    params: { path: { id } },
    body: { reference: 'STATEMENT-LINE-1' },
  })

describe('mobile-money races', () => {
  test(
    'two operators confirming one transfer at once credit it once',
    { tags: ['races'] },
    async () => {
      const customer = await createCustomer(server, { balance: 1_000 })
      const id = await claimed(customer)
      const answers = await Promise.all(operators.map((operator) => approveBy(operator, id)))
      expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 409])
      await expectWalletHolds(server, customer.walletId, 31_000)
      const entries = await server.db
        .selectFrom('wallet_entries')
        .select('id')
        .where('ref_id', '=', id)
        .execute()
      expect(entries).toHaveLength(1)
    },
  )

  test(
    'a confirmation and a rejection at once: one wins, and the wallet agrees with it',
    { tags: ['races'] },
    async () => {
      const customer = await createCustomer(server, { balance: 1_000 })
      const id = await claimed(customer)
      const [approved, rejected] = await Promise.all([
        approveBy(operators[0], id),
        operators[1].api.POST('/api/v1/admin/topups/{id}/reject', {
          params: { path: { id } },
          body: { reason: 'Not found in the statement' },
        }),
      ])
      expect([approved.response.status, rejected.response.status].sort()).toEqual([200, 409])
      await expectWalletHolds(
        server,
        customer.walletId,
        approved.response.status === 200 ? 31_000 : 1_000,
      )
    },
  )

  test('one transfer claimed twice at once is recorded once', { tags: ['races'] }, async () => {
    const customer = await createCustomer(server)
    const reference = freshReference()
    const answers = await Promise.all([
      customer.api.POST('/api/v1/mobile-money/transfers', {
        body: { amount: 30_000, senderPhone: customer.phone, reference },
      }),
      customer.api.POST('/api/v1/mobile-money/transfers', {
        body: { amount: 30_000, senderPhone: customer.phone, reference },
      }),
    ])
    expect(answers.map(({ response }) => response.status).sort()).toEqual([200, 409])
    const rows = await server.db
      .selectFrom('topups')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute()
    expect(rows).toHaveLength(1)
  })
})

describe('mobile-money limits', () => {
  test('past the limit a customer’s claims are refused, members’ numbers or not', async () => {
    const customer = await createCustomer(server)
    const answers = []
    for (let index = 0; index <= MOBILE_MONEY_TRIES.perCustomer; index += 1) {
      const { response } = await customer.api.POST('/api/v1/mobile-money/transfers', {
        body: {
          amount: 30_000,
          senderPhone: `209${String(index).padStart(7, '0')}`,
          reference: freshReference(),
        },
      })
      answers.push(response.status)
    }
    expect(answers.slice(0, -1).every((status) => status === 422)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})
