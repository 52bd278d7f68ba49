import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { shopMonthBounds } from '#server/src/modules/wallet/leaderboard.ts'
import { createTestClient } from '../support/http-client.ts'
import { createTestUser } from '../support/test-users.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createCustomer, signInAgain, type Customer } from './fixtures.ts'

const clock = createManualClock()
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(() => server?.close())

const leaderboard = () => createTestClient(server.baseUrl).GET('/api/v1/range-users')

/** A QR top-up paid by the bank at `paidAt`, through the same HTTP path a customer uses. */
async function paidTopup(customer: Customer, amount: number, paidAt: string) {
  clock.set(new Date(paidAt))
  const { api } = await signInAgain(server, customer)
  const { data } = await api.POST('/api/v1/genarate-qrcode-bank', {
    body: { user_id: customer.id, amount },
  })
  const paid = await createTestClient(server.baseUrl).POST('/dev/bank/pay', {
    body: { qr_code: data?.qr_code ?? '' },
  })
  expect(paid.response.status).toBe(200)
}

test('a month in Lao time runs from the 1st 00:00 at UTC+7 to the next 1st', () => {
  expect(shopMonthBounds(new Date('2025-01-31T16:59:59Z'))).toEqual({
    start: new Date('2024-12-31T17:00:00Z'),
    end: new Date('2025-01-31T17:00:00Z'),
  })
  expect(shopMonthBounds(new Date('2025-12-31T17:00:00Z'))).toEqual({
    start: new Date('2025-12-31T17:00:00Z'),
    end: new Date('2026-01-31T17:00:00Z'),
  })
})

describe('the monthly ranking', () => {
  let justBefore: Customer
  let justAfter: Customer
  let firstMinute: Customer
  let lastMonth: Customer

  beforeAll(async () => {
    justBefore = await createCustomer(server, {
      fullName: 'Paid 31 Jan 23:30',
      image: 'avatar.png',
    })
    justAfter = await createCustomer(server, { fullName: 'Paid 1 Feb 00:00' })
    firstMinute = await createCustomer(server, { fullName: 'Paid 1 Jan 00:00' })
    lastMonth = await createCustomer(server, { fullName: 'Paid 31 Dec 23:59' })
    // Lao time is UTC+7: 16:30Z on 31 January is 23:30 that day in Vientiane, 17:00Z is 1 February.
    await paidTopup(lastMonth, 90_000, '2024-12-31T16:59:00Z')
    await paidTopup(firstMinute, 20_000, '2024-12-31T17:00:00Z')
    await paidTopup(firstMinute, 15_000, '2025-01-10T03:00:00Z')
    await paidTopup(justBefore, 50_000, '2025-01-31T16:30:00Z')
    await paidTopup(justAfter, 70_000, '2025-01-31T17:00:00Z')
  })

  test("on 31 January at 23:30 in Vientiane: January's SUCCESS top-ups summed per customer, largest first", async () => {
    clock.set(new Date('2025-01-31T16:30:00Z'))
    const { data, response } = await leaderboard()
    expect(response.status).toBe(200)
    expect(data?.status).toBe(200)
    expect(data?.range).toEqual({
      gift1: 'prizes/gift-1.svg',
      gift2: 'prizes/gift-2.svg',
      gift3: 'prizes/gift-3.svg',
    })
    expect(data?.data).toEqual([
      {
        _id: justBefore.id,
        fullName: 'Paid 31 Jan 23:30',
        image: 'avatar.png',
        amountInMonth: 50_000,
      },
      { _id: firstMinute.id, fullName: 'Paid 1 Jan 00:00', image: null, amountInMonth: 35_000 },
    ])
  })

  test('at 00:00 on 1 February in Vientiane the board starts again', async () => {
    clock.set(new Date('2025-01-31T17:00:00Z'))
    const { data } = await leaderboard()
    expect(data?.data.map((entry) => [entry.fullName, entry.amountInMonth])).toEqual([
      ['Paid 1 Feb 00:00', 70_000],
    ])
  })

  test('unpaid and cancelled top-ups do not count', async () => {
    clock.set(new Date('2025-01-31T17:30:00Z'))
    const { api } = await signInAgain(server, justAfter)
    const order = { body: { user_id: justAfter.id, amount: 500_000 } }
    await api.POST('/api/v1/genarate-qrcode-bank', order)
    const rejected = await api.POST('/api/v1/genarate-qrcode-bank', order)
    const operator = await createTestUser(server.deps, { role: 'ADMIN' })
    await createTestClient(server.baseUrl, operator.session.accessToken).POST(
      '/api/v1/admin/topups/{id}/reject',
      {
        params: { path: { id: rejected.data?.topup._id ?? '' } },
        body: { reason: 'The transfer never arrived' },
      },
    )
    const { data } = await leaderboard()
    expect(data?.data.map((entry) => entry.amountInMonth)).toEqual([70_000])
  })
})

test('only the top 20 are shown', async () => {
  clock.set(new Date('2025-06-15T05:00:00Z'))
  const customers = await Promise.all(Array.from({ length: 21 }, () => createCustomer(server)))
  // Written directly: what counts is the table the ranking reads, not how the rows got there.
  await server.db
    .insertInto('topups')
    .values(
      customers.map((customer, index) => ({
        user_id: customer.id,
        wallet_id: customer.walletId,
        old_amount: 0,
        amount: 10_000 + index * 1_000,
        current_amount: 10_000 + index * 1_000,
        status: 'SUCCESS',
        money_type: 'BANK' as const,
        paid_at: clock.now(),
        created_at: clock.now(),
      })),
    )
    .execute()
  const { data } = await leaderboard()
  expect(data?.data).toHaveLength(20)
  expect(data?.data[0]).toMatchObject({ _id: customers[20]?.id, amountInMonth: 30_000 })
  expect(data?.data.map((entry) => entry._id)).not.toContain(customers[0]?.id)
})
