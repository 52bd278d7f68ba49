import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registerDevPages } from '#server/src/dev-pages/register-dev-pages.ts'
import { SUPPLIER_NOTICE_PATH, type Supplier } from '#server/src/supplier/supplier.ts'
import { createSupplier } from '#server/src/supplier/create-supplier.ts'
import { registerDemoSupplier } from '#server/src/supplier/demo-supplier-routes.ts'
import { request } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let supplier: Supplier
/** What the demo supplier sent through the app's loopback: the webhooks it posted. */
const sent: InjectOptions[] = []
let references = 0

beforeAll(async () => {
  server = await startTestServer({
    devPages: [
      registerDevPages,
      (app, deps) =>
        registerDemoSupplier(app, {
          ...deps,
          loopback: (options) => {
            sent.push(options)
            return deps.loopback(options)
          },
        }),
    ],
  })
  // The app's own wiring, as `npm start` has it: the test server's default supplier is scripted.
  supplier = createSupplier(server.deps.config, { loopback: server.deps.loopback })
})
afterAll(() => server.close())

function order(customerNo: string) {
  references += 1
  return { reference: `demo-order-${references}`, sku: 'ml86', customerNo }
}

function settle(reference: string, outcome: string) {
  return request(
    `${server.baseUrl}/dev/supplier/orders/${encodeURIComponent(reference)}/${outcome}`,
    { method: 'POST' },
  )
}

describe('the demo supplier, through the Digiflazz adapter (outside production)', () => {
  test('delivers most numbers at once with a serial, and a repeat reads the same order', async () => {
    const placed = order('123456789')
    const first = await supplier.order(placed)
    expect(first).toMatchObject({ status: 'delivered', serial: expect.stringMatching(/^DEMO/) })
    expect(await supplier.order(placed)).toEqual(first)
  })

  test.each([
    ['9990001', 'ACCOUNT_REFUSED'],
    ['9991001', 'SHOP_BALANCE_LOW'],
    ['9993001', 'PRODUCT_UNAVAILABLE'],
  ])('refuses customer number %s as %s', async (customerNo, refusal) => {
    expect(await supplier.order(order(customerNo))).toMatchObject({ status: 'failed', refusal })
  })

  test('holds an 888 number pending until a person delivers it, then signs the webhook', async () => {
    const placed = order('888123')
    expect(await supplier.order(placed)).toMatchObject({ status: 'processing' })
    const page = await request(`${server.baseUrl}/dev/supplier`)
    expect(page.body).toMatch(
      new RegExp(`data-ref="${placed.reference}"\\s+data-outcome="deliver"`),
    )

    const settled = await settle(placed.reference, 'deliver')
    expect(settled.status).toBe(200)
    const webhook = sent.at(-1)
    expect(webhook).toMatchObject({ method: 'POST', url: SUPPLIER_NOTICE_PATH })
    const headers = webhook?.headers as Record<string, string>
    const callback = supplier.readCallback(headers, String(webhook?.payload))
    expect(callback).toMatchObject({
      reference: placed.reference,
      answer: { status: 'delivered', serial: expect.stringMatching(/^DEMO/) },
    })
    // The status check reads the same delivery.
    expect(await supplier.order(placed)).toEqual(callback?.answer)
    // Settled once: the buttons are gone and a second settle is refused.
    expect((await settle(placed.reference, 'fail')).status).toBe(404)
  })

  test('a pending order failed on the page is an account refusal', async () => {
    const placed = order('888456')
    await supplier.order(placed)
    expect((await settle(placed.reference, 'fail')).status).toBe(200)
    expect(await supplier.order(placed)).toMatchObject({
      status: 'failed',
      refusal: 'ACCOUNT_REFUSED',
    })
  })

  test('reads its balance', async () => {
    expect(await supplier.balance()).toBe(5_000_000)
  })

  test('refuses a request whose signature does not check out, as Digiflazz does', async () => {
    const response = await request(`${server.baseUrl}/dev/supplier/v1/transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: server.deps.config.supplier.username,
        buyer_sku_code: 'ml86',
        customer_no: '123',
        ref_id: 'forged-1',
        sign: '0'.repeat(32),
      }),
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      data: { status: 'Gagal', rc: '41', message: 'Signature Anda salah' },
    })
  })
})

describe('in production', () => {
  test('the demo supplier is never the shop’s supplier: without SUPPLIER_URL the shop does not start', () => {
    const config = { ...server.deps.config, nodeEnv: 'production' as const }
    expect(() =>
      createSupplier(
        { ...config, supplier: { ...config.supplier, url: undefined } },
        { loopback: server.deps.loopback },
      ),
    ).toThrow('SUPPLIER_URL is required in production')
  })
})
