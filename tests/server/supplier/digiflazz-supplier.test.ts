import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createDigiflazzSupplier } from '#server/src/supplier/digiflazz-supplier.ts'
import { SupplierUnreachable, type Supplier } from '#server/src/supplier/supplier.ts'
import {
  startDigiflazzTestServer,
  type DigiflazzTestServer,
} from '../support/digiflazz-test-server.ts'

let server: DigiflazzTestServer
let supplier: Supplier
let references = 0

beforeAll(async () => {
  server = await startDigiflazzTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.behave({ status: 'success' })
  supplier = adapter()
})

function adapter(overrides: { apiKey?: string; webhookSecret?: string; timeoutMs?: number } = {}) {
  return createDigiflazzSupplier({
    url: server.url,
    username: server.username,
    apiKey: server.apiKey,
    webhookSecret: server.webhookSecret,
    timeoutMs: 2_000,
    ...overrides,
  })
}

function newOrder(customerNo = '123456789') {
  references += 1
  return { reference: `order-${references}`, sku: 'ml86', customerNo }
}

describe('the Digiflazz adapter: orders', () => {
  test('an order delivered at once comes back with its serial, signed as the server checks', async () => {
    const order = newOrder()
    const forgedBefore = server.forged
    const answer = await supplier.order(order)
    expect(answer).toEqual({
      status: 'delivered',
      serial: expect.stringMatching(/^SN\d+$/),
      message: 'Sukses',
    })
    expect(server.forged).toBe(forgedBefore)
    expect(server.orders.get(order.reference)).toMatchObject({
      buyer_sku_code: 'ml86',
      customer_no: '123456789',
    })
  })

  test('a pending order is processing, and the same request later reads its delivery', async () => {
    server.behave({ status: 'pending' })
    const order = newOrder()
    expect(await supplier.order(order)).toEqual({
      status: 'processing',
      message: 'Transaksi Pending',
    })
    server.settle(order.reference, 'Sukses', '00')
    const later = await supplier.order(order)
    expect(later).toMatchObject({
      status: 'delivered',
      serial: server.orders.get(order.reference)?.sn,
    })
  })

  test('the same reference twice is one order at the supplier', async () => {
    const order = newOrder()
    const before = { created: server.created, transactions: server.transactions }
    const first = await supplier.order(order)
    const second = await supplier.order(order)
    expect(second).toEqual(first)
    expect(server.transactions - before.transactions).toBe(2)
    expect(server.created - before.created).toBe(1)
  })

  test.each([
    ['44', 'SHOP_BALANCE_LOW'],
    ['61', 'SHOP_BALANCE_LOW'],
    ['54', 'ACCOUNT_REFUSED'],
    ['51', 'ACCOUNT_REFUSED'],
    ['57', 'ACCOUNT_REFUSED'],
    ['43', 'PRODUCT_UNAVAILABLE'],
    ['53', 'PRODUCT_UNAVAILABLE'],
    ['55', 'PRODUCT_UNAVAILABLE'],
    ['02', 'OTHER'],
    ['01', 'OTHER'],
  ])('a failure with rc %s is refused as %s', async (rc, refusal) => {
    server.behave({ status: 'failed', rc })
    expect(await supplier.order(newOrder())).toEqual({
      status: 'failed',
      refusal,
      message: `Gagal rc ${rc}`,
    })
  })

  test.each(['47', '49'])(
    'a failure with rc %s refuses the request, not the order: it keeps waiting, never refunded',
    async (rc) => {
      server.behave({ status: 'failed', rc })
      expect(await supplier.order(newOrder())).toEqual({
        status: 'processing',
        message: `Gagal rc ${rc}`,
      })
    },
  )

  test('a request signed with another key is refused by the server, and no order is made', async () => {
    const order = newOrder()
    const forgedBefore = server.forged
    expect(await adapter({ apiKey: 'not-the-key' }).order(order)).toMatchObject({
      status: 'failed',
      refusal: 'OTHER',
    })
    expect(server.forged).toBe(forgedBefore + 1)
    expect(server.orders.has(order.reference)).toBe(false)
  })
})

describe('the Digiflazz adapter: no answer', () => {
  test('no answer within the timeout is SupplierUnreachable', async () => {
    server.behave({ status: 'slow' })
    const started = Date.now()
    const call = adapter({ timeoutMs: 300 }).order(newOrder())
    await expect(call).rejects.toThrow(SupplierUnreachable)
    await expect(call).rejects.toThrow('no answer within 300 ms')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  test.each([
    ['a 5xx', 'down', 'HTTP 502'],
    ['a body that is not JSON', 'garbage', 'not JSON'],
  ] as const)('%s is SupplierUnreachable', async (_what, status, reason) => {
    server.behave({ status })
    await expect(supplier.order(newOrder())).rejects.toThrow(SupplierUnreachable)
    await expect(supplier.order(newOrder())).rejects.toThrow(reason)
    await expect(supplier.balance()).rejects.toThrow(SupplierUnreachable)
  })

  test('a closed port is SupplierUnreachable, naming the system reason', async () => {
    // A port that was just listening and is closed now: nothing answers on it.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const closed = createDigiflazzSupplier({
      url: `http://127.0.0.1:${port}/v1`,
      username: 'u',
      apiKey: 'k',
      webhookSecret: 's',
      timeoutMs: 2_000,
    })
    await expect(closed.order(newOrder())).rejects.toThrow(/network error: ECONNREFUSED/)
  })
})

describe('the Digiflazz adapter: balance', () => {
  test('reads the deposit', async () => {
    expect(await supplier.balance()).toBe(server.deposit)
  })

  test('a refused balance request (wrong key) is not a number it can give', async () => {
    await expect(adapter({ apiKey: 'not-the-key' }).balance()).rejects.toThrow(
      'the supplier answered the balance without a deposit',
    )
  })
})

describe('the Digiflazz adapter: callbacks', () => {
  test.each(['id', 'en'] as const)(
    'reads a webhook signed with the secret (%s status spelling)',
    async (spelling) => {
      server.behave({ status: 'pending' })
      const order = newOrder()
      await supplier.order(order)
      const settled = server.settle(order.reference, 'Sukses', '00')
      const { rawBody, headers } = server.webhookFor(order.reference, spelling)
      expect(supplier.readCallback(headers, rawBody)).toEqual({
        reference: order.reference,
        answer: { status: 'delivered', serial: settled.sn, message: 'Sukses' },
      })
    },
  )

  test('reads a failed order from its webhook with the refusal its rc names', async () => {
    server.behave({ status: 'pending' })
    const order = newOrder()
    await supplier.order(order)
    server.settle(order.reference, 'Gagal', '54')
    const { rawBody, headers } = server.webhookFor(order.reference, 'en')
    expect(supplier.readCallback(headers, rawBody)?.answer).toMatchObject({
      status: 'failed',
      refusal: 'ACCOUNT_REFUSED',
    })
  })

  test('refuses a forged, missing, malformed or other-secret signature whatever the body says', async () => {
    const order = newOrder()
    await supplier.order(order)
    const { rawBody, headers } = server.webhookFor(order.reference)
    const signature = headers['x-hub-signature'] ?? ''
    const otherSecret = `sha1=${createHmac('sha1', 'another-secret').update(rawBody).digest('hex')}`
    const cases: Record<string, string | undefined>[] = [
      { ...headers, 'x-hub-signature': undefined },
      { ...headers, 'x-hub-signature': otherSecret },
      { ...headers, 'x-hub-signature': signature.slice('sha1='.length) },
      { ...headers, 'x-hub-signature': signature.toUpperCase() },
      // Its last digit changed (to another one whatever it was).
      {
        ...headers,
        'x-hub-signature': `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      },
    ]
    for (const forged of cases) expect(supplier.readCallback(forged, rawBody)).toBeNull()
    // The body changed after signing.
    expect(supplier.readCallback(headers, rawBody.replace('Sukses', 'Gagal'))).toBeNull()
    expect(adapter({ webhookSecret: 'another-secret' }).readCallback(headers, rawBody)).toBeNull()
  })

  test('refuses a well-signed body it cannot read', () => {
    for (const rawBody of ['not json', '{"data":{"ref_id":"x","status":"Unknown"}}', '{}']) {
      const signature = `sha1=${createHmac('sha1', server.webhookSecret).update(rawBody).digest('hex')}`
      expect(supplier.readCallback({ 'x-hub-signature': signature }, rawBody)).toBeNull()
    }
  })
})
