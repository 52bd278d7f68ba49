import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queueOtpSms } from '#server/src/sms/sms-dispatcher.ts'
import {
  createCategory,
  createCustomer,
  createPacket,
  createProduct,
  customerWithGameOrder,
  sendBankNotice,
  waitingTopup,
} from '../shop/fixtures.ts'
import { request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { sampleOf } from '../support/prometheus-text.ts'
import { delivered, processing } from '../support/scripted-supplier.ts'
import { connectSocket } from '../support/sockets.ts'
import { startStandInSmsGateway, type StandInSmsGateway } from '../support/stand-in-sms-gateway.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const METRICS_TOKEN = 'scrape-token-for-the-tests'
const PRICE = 10_000
const clock = createManualClock(new Date('2030-02-01T03:00:00Z'))
let server: TestServer
let gateway: StandInSmsGateway
let game: { gameId: string; packetId: string }
const sockets: Socket[] = []

beforeAll(async () => {
  gateway = await startStandInSmsGateway()
  server = await startTestServer({
    clock,
    config: {
      metricsToken: METRICS_TOKEN,
      smsGateway: { url: gateway.url, token: 'gateway-token' },
      orderAnswerWaitMs: 300,
    },
  })
  const category = await createCategory(server.db, 1)
  const gameId = await createProduct(server.db, category)
  game = { gameId, packetId: await createPacket(server.db, gameId, PRICE) }
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.close()
  await gateway?.close()
})

async function scrape(): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return answer.text()
}

/** A sample now, 0 when the series does not exist yet (a counter no event has touched). */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleOf(await scrape(), name, labels) ?? 0
}

describe('GET /metrics', () => {
  test('answers the Prometheus text format to the bearer of METRICS_TOKEN only', async () => {
    const answer = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(await answer.text()).toContain('# TYPE shop_http_request_duration_seconds histogram')

    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      METRICS_TOKEN,
    ]) {
      const refused = await request(`${server.baseUrl}/metrics`, {
        headers: authorization ? { authorization } : {},
      })
      expect(refused.status).toBe(401)
      expect(refused.body).toEqual({ code: 'UNAUTHORIZED' })
    }
  })

  test('is absent when METRICS_TOKEN is not set, even for a browser', async () => {
    const plain = await startTestServer({ handlerFactories: [] })
    try {
      const answer = await request(`${plain.baseUrl}/metrics`, {
        headers: { accept: 'text/html', authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ code: 'NOT_FOUND' })
    } finally {
      await plain.close()
    }
  })
})

describe('each metric moves when its event happens', () => {
  test('requests by route pattern and status, and error answers by code', async () => {
    // Two ids, one series: the route's pattern, never the URL. Unsigned, both are refused.
    const route = { method: 'GET', route: '/api/v1/game/:id', status: '401' }
    const requests = await sample('shop_http_request_duration_seconds_count', route)
    const refused = await sample('shop_error_answers_total', { code: 'UNAUTHORIZED' })

    await request(`${server.baseUrl}/api/v1/game/${randomUUID()}`)
    await request(`${server.baseUrl}/api/v1/game/${randomUUID()}`)

    expect(await sample('shop_http_request_duration_seconds_count', route)).toBe(requests + 2)
    expect(await sample('shop_error_answers_total', { code: 'UNAUTHORIZED' })).toBe(refused + 2)
  })

  test('a purchase, its kip, and the supplier call it makes', async () => {
    server.supplier.scriptDefault(delivered())
    const purchases = await sample('shop_purchases_total', { kind: 'GAME' })
    const kip = await sample('shop_purchases_kip_total', { kind: 'GAME' })
    const calls = { service: 'supplier', call: 'order', outcome: 'ok' }
    const supplierCalls = await sample('shop_outside_call_duration_seconds_count', calls)

    await customerWithGameOrder(server, { ...game, balance: 50_000 })

    expect(await sample('shop_purchases_total', { kind: 'GAME' })).toBe(purchases + 1)
    expect(await sample('shop_purchases_kip_total', { kind: 'GAME' })).toBe(kip + PRICE)
    expect(await sample('shop_outside_call_duration_seconds_count', calls)).toBe(supplierCalls + 1)
  })

  test('a purchase refused for its balance is not counted', async () => {
    const purchases = await sample('shop_purchases_total', { kind: 'GAME' })
    await expect(customerWithGameOrder(server, { ...game, balance: PRICE - 1 })).rejects.toThrow()
    expect(await sample('shop_purchases_total', { kind: 'GAME' })).toBe(purchases)
    expect(
      await sample('shop_error_answers_total', { code: 'AMOUNT_IS_NOT_ENOUGH' }),
    ).toBeGreaterThan(0)
  })

  test('a supplier that cannot be reached counts a failed call', async () => {
    server.supplier.scriptDefault('unreachable')
    const failed = { service: 'supplier', call: 'order', outcome: 'failed' }
    const before = await sample('shop_outside_call_duration_seconds_count', failed)
    await customerWithGameOrder(server, { ...game, balance: 50_000 })
    expect(await sample('shop_outside_call_duration_seconds_count', failed)).toBe(before + 1)
    server.supplier.scriptDefault(delivered())
  })

  test('a top-up credited by the bank, counted with its kip by method', async () => {
    const credited = await sample('shop_topups_credited_total', { method: 'BANK' })
    const kip = await sample('shop_topups_credited_kip_total', { method: 'BANK' })
    const customer = await createCustomer(server)
    const topup = await waitingTopup(server, customer, 25_000)
    const notice = {
      transactionId: `TX${randomUUID()}`,
      billNumber: topup.billNumber,
      amount: topup.amount,
      currency: 'LAK',
      paidAt: clock.now().toISOString(),
    }
    expect((await sendBankNotice(server, notice)).status).toBe(200)
    // The bank sends its notice again: nothing is credited twice, nor counted twice.
    expect((await sendBankNotice(server, notice)).status).toBe(200)

    expect(await sample('shop_topups_credited_total', { method: 'BANK' })).toBe(credited + 1)
    expect(await sample('shop_topups_credited_kip_total', { method: 'BANK' })).toBe(kip + 25_000)
  })

  test('orders waiting for the supplier, and the age of the oldest', async () => {
    const waitingBefore = await sample('shop_supplier_waiting_orders')
    server.supplier.scriptDefault(processing)
    await customerWithGameOrder(server, { ...game, balance: 50_000 })
    server.supplier.scriptDefault(delivered())
    expect(await sample('shop_supplier_waiting_orders')).toBe(waitingBefore + 1)

    clock.advance(20 * 60_000)
    // The unreachable order of an earlier test may be older: the oldest is at least 20 minutes.
    expect(await sample('shop_supplier_oldest_waiting_order_age_seconds')).toBeGreaterThanOrEqual(
      20 * 60,
    )
  })

  test('SMS handed to the gateway, and those it refused', async () => {
    const sent = { service: 'sms', call: 'send', outcome: 'ok' }
    const refused = { service: 'sms', call: 'send', outcome: 'failed' }
    const sentBefore = await sample('shop_outside_call_duration_seconds_count', sent)
    const refusedBefore = await sample('shop_outside_call_duration_seconds_count', refused)

    // The gateway refuses the first message for good (401), then takes the second.
    gateway.answerWith(401)
    for (const phone of ['2055500101', '2055500102']) {
      await queueOtpSms(server.db, { phone, code: '123456', language: 'en' }, clock.now())
      server.deps.sms.kick()
      await expect
        .poll(
          async () =>
            (
              await server.db
                .selectFrom('sms_outbox')
                .select('status')
                .where('phone', '=', phone)
                .executeTakeFirst()
            )?.status,
        )
        .not.toBe('PENDING')
    }

    expect(await sample('shop_outside_call_duration_seconds_count', refused)).toBe(
      refusedBefore + 1,
    )
    expect(await sample('shop_outside_call_duration_seconds_count', sent)).toBe(sentBefore + 1)
  })

  test('open sockets', async () => {
    const before = await sample('shop_open_sockets')
    sockets.push(await connectSocket(server.baseUrl))
    expect(await sample('shop_open_sockets')).toBe(before + 1)
    sockets.pop()?.close()
    await expect.poll(() => sample('shop_open_sockets')).toBe(before)
  })

  test("the event loop's delay and the database pool", async () => {
    const exposition = await scrape()
    expect(sampleOf(exposition, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0)
    // PGlite has one connection and no pool: the pool's gauge is PostgreSQL's only.
    const pooled = server.deps.config.database.kind === 'postgres'
    const total = sampleOf(exposition, 'shop_db_pool_connections', { state: 'total' })
    if (pooled) expect(total).toBeGreaterThanOrEqual(1)
    else expect(total).toBeUndefined()
  })
})
