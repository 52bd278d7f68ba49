import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createCustomer,
  sendBankNotice,
  waitingTopup,
  type Customer,
  type NoticeBody,
} from '../server/shop/fixtures.ts'
import { signBankNotice } from '../../server/src/security/bank-signature.ts'
import { request } from '../server/support/http-client.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { expectWalletHolds } from './support/wallet-checks.ts'

// The bank's payment notice is the one request that moves money without a customer's token: only a
// notice signed with the shop's secret, fresh, naming a known bill with its amount, credits, and
// only once per payment.

let server: TestServer
let customer: Customer

beforeAll(async () => {
  server = await startTestServer()
  customer = await createCustomer(server)
})
afterAll(async () => {
  await server?.close()
})

async function freshNotice(amount = 50_000): Promise<NoticeBody & { topupId: string }> {
  const topup = await waitingTopup(server, customer, amount)
  return {
    topupId: topup.id,
    transactionId: `TX${randomUUID()}`,
    billNumber: topup.billNumber,
    amount,
    currency: 'LAK',
    paidAt: new Date().toISOString(),
  }
}

const body = ({ topupId: _, ...notice }: NoticeBody & { topupId: string }) => notice

async function balance() {
  const { balance } = await server.db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', customer.walletId)
    .executeTakeFirstOrThrow()
  return balance
}

async function statusOf(topupId: string) {
  const row = await server.db
    .selectFrom('topups')
    .select('status')
    .where('id', '=', topupId)
    .executeTakeFirstOrThrow()
  return row.status
}

describe('the bank payment notice', () => {
  test(
    'a notice signed with another secret is refused 401, nothing credited',
    { tags: ['attacks'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice()
      const answer = await sendBankNotice(server, body(notice), {
        secret: 'not-the-shop-secret-but-just-as-long-as-it',
      })
      expect(answer.status).toBe(401)
      expect(await statusOf(notice.topupId)).toBe('WAITING')
      await expectWalletHolds(server, customer.walletId, before)
    },
  )

  test(
    'a notice without a signature, or with its body changed after signing, is refused 401',
    { tags: ['attacks'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice()
      const unsigned = await request(`${server.baseUrl}/api/v1/bank/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(notice)),
      })
      expect(unsigned.status).toBe(401)
      // Signed for another body: the signature does not cover this one.
      const timestamp = String(Math.floor(server.deps.clock.now().getTime() / 1000))
      const raised = await request(`${server.baseUrl}/api/v1/bank/notifications`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-bank-timestamp': timestamp,
          'x-bank-signature': signBankNotice(
            server.deps.config.bank.webhookSecret,
            timestamp,
            JSON.stringify({ ...body(notice), amount: 1_000 }),
          ),
        },
        body: JSON.stringify(body(notice)),
      })
      expect(raised.status).toBe(401)
      await expectWalletHolds(server, customer.walletId, before)
    },
  )

  test(
    'a notice signed more than 5 minutes ago (or ahead) is refused 401',
    { tags: ['attacks'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice()
      const now = Math.floor(server.deps.clock.now().getTime() / 1000)
      for (const timestamp of [now - 301, now + 301]) {
        const answer = await sendBankNotice(server, body(notice), { timestamp })
        expect(answer.status).toBe(401)
      }
      expect(await statusOf(notice.topupId)).toBe('WAITING')
      await expectWalletHolds(server, customer.walletId, before)
    },
  )

  test(
    'a replayed notice credits nothing more: 200 ALREADY_CREDITED',
    { tags: ['attacks'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice(20_000)
      expect((await sendBankNotice(server, body(notice))).status).toBe(200)
      for (let i = 0; i < 3; i += 1) {
        const replay = await sendBankNotice(server, body(notice))
        expect(replay).toMatchObject({ status: 200, body: { status: 'ALREADY_CREDITED' } })
      }
      await expectWalletHolds(server, customer.walletId, before + 20_000)
    },
  )

  test(
    'a notice for less than the QR asks is refused 409 and credits nothing',
    { tags: ['attacks'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice(50_000)
      const answer = await sendBankNotice(server, { ...body(notice), amount: 10_000 })
      expect(answer).toMatchObject({ status: 409, body: { code: 'PAYMENT_MISMATCH' } })
      await expectWalletHolds(server, customer.walletId, before)
    },
  )

  test('a notice for an unknown bill number is refused 404', { tags: ['attacks'] }, async () => {
    const before = await balance()
    const notice = await freshNotice()
    const answer = await sendBankNotice(server, {
      ...body(notice),
      billNumber: 'GUESSED0BILL0NUMBER00000',
    })
    expect(answer.status).toBe(404)
    expect(await statusOf(notice.topupId)).toBe('WAITING')
    await expectWalletHolds(server, customer.walletId, before)
  })

  test('the same notice sent 5 times at once credits once', { tags: ['races'] }, async () => {
    const before = await balance()
    const notice = await freshNotice(30_000)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendBankNotice(server, body(notice))),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(
      answers.filter((answer) => (answer.body as { status: string }).status === 'CREDITED'),
    ).toHaveLength(1)
    await expectWalletHolds(server, customer.walletId, before + 30_000)
  })

  test(
    'two payments of one bill at once credit it once; the other waits for the operator',
    { tags: ['races'] },
    async () => {
      const before = await balance()
      const notice = await freshNotice(25_000)
      const answers = await Promise.all([
        sendBankNotice(server, body(notice)),
        sendBankNotice(server, { ...body(notice), transactionId: `TX${randomUUID()}` }),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      await expectWalletHolds(server, customer.walletId, before + 25_000)
    },
  )
})
