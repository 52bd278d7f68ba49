import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createCustomer,
  sendBankNotice,
  signInAgain,
  waitingTopup,
  type Customer,
} from '../server/shop/fixtures.ts'
import { createManualClock } from '../server/support/manual-clock.ts'
import { request } from '../server/support/http-client.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// Crediting by hand is the one way money enters a wallet without the bank's word: an expired QR is
// credited only with a written reason, and only by an operator, whatever the request says.

const clock = createManualClock(new Date('2030-09-01T04:00:00Z'))
let server: TestServer
let operator: Customer
let customer: Customer
let expiredId: string

beforeAll(async () => {
  server = await startTestServer({ clock })
  operator = await createCustomer(server, { role: 'ADMIN' })
  customer = await createCustomer(server)
  const topup = await waitingTopup(server, customer, 40_000)
  clock.advance(16 * 60 * 1000)
  const late = await sendBankNotice(server, {
    transactionId: `TX${randomUUID()}`,
    billNumber: topup.billNumber,
    amount: topup.amount,
    currency: 'LAK',
    paidAt: clock.now().toISOString(),
  })
  expect(late.status).toBe(409)
  expiredId = topup.id
  operator = await signInAgain(server, operator)
  customer = await signInAgain(server, customer)
})
afterAll(async () => {
  await server?.close()
})

function approve(token: string, body: unknown) {
  return request(`${server.baseUrl}/api/v1/admin/topups/${expiredId}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('approving an expired QR by hand', () => {
  test.each([
    ['no reason', { reference: 'BCEL-FT0001' }],
    ['a reason of spaces', { reference: 'BCEL-FT0001', reason: ' \t ' }],
    ['a null reason', { reference: 'BCEL-FT0001', reason: null }],
    ['no reference', { reason: 'Seen on the statement' }],
    ['a reference of spaces', { reference: '   ', reason: 'Seen on the statement' }],
  ])('is refused with %s, and nothing is credited', { tags: ['attacks'] }, async (_, body) => {
    const answer = await approve(operator.token, body)
    expect(answer.status).toBe(400)
    await expectWalletHolds(server, customer.walletId, 0)
  })

  test(
    'is refused to the customer who paid it, with a reference and a reason',
    { tags: ['attacks'] },
    async () => {
      const answer = await approve(customer.token, {
        reference: 'BCEL-FT0001',
        reason: 'I paid, credit me',
      })
      expect(answer.status).toBe(403)
      await expectWalletHolds(server, customer.walletId, 0)
    },
  )

  test('two approvals with a reason at once credit it once', { tags: ['attacks'] }, async () => {
    const body = { reference: 'BCEL-FT0001', reason: 'Paid a minute late, on the statement' }
    const answers = await Promise.all([
      approve(operator.token, body),
      approve(operator.token, body),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    await expectWalletHolds(server, customer.walletId, 40_000)
  })
})
