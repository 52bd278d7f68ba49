import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '#server/src/config.ts'
import { seedDemoData } from '#server/src/seed/seed.ts'
import { request } from '../support/http-client.ts'
import { productionVariables } from '../support/production-env.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createTestUser, type TestUser } from '../support/test-users.ts'

const hostileName = '<script>alert("x")</script>'
const escapedName = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'
const html = { accept: 'text/html' }

let server: TestServer
let hostile: TestUser
let qrCode: string

beforeAll(async () => {
  server = await startTestServer()
  await seedDemoData(server.deps)
  hostile = await createTestUser(server.deps, { fullName: hostileName, phone: '2012345678' })
  const now = server.deps.clock.now()
  const topup = await server.db
    .insertInto('topups')
    .values({
      user_id: hostile.id,
      wallet_id: hostile.walletId,
      old_amount: 0,
      amount: 20_000,
      current_amount: 0,
      status: 'WAITING',
      money_type: 'BANK',
      qr_code: `TEST-QR-${randomBytes(6).toString('hex')}`,
      expires_at: new Date(now.getTime() + 15 * 60 * 1000),
      created_at: now,
    })
    .returning('qr_code')
    .executeTakeFirstOrThrow()
  qrCode = topup.qr_code ?? ''
})
afterAll(async () => {
  await server?.close()
})

async function page(path: string) {
  const response = await request(`${server.baseUrl}${path}`, { headers: html })
  return { ...response, text: String(response.body) }
}

/** Every script is the same-origin file: the CSP (script-src 'self') would block any inline one. */
function expectNoInlineScript(text: string) {
  const scripts = text.match(/<script\b[^>]*>/g) ?? []
  expect(scripts).toEqual(['<script type="module" src="/dev/assets/dev-pages.js">'])
  expect(text).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i)
}

describe('in development', () => {
  test.each(['/dev', '/dev/outbox', '/dev/bank'])(
    '%s answers a page with the strict CSP',
    async (path) => {
      const response = await page(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      expectNoInlineScript(response.text)
    },
  )

  test('the index links the tools and the desk, and lists the demo accounts', async () => {
    const { text } = await page('/dev')
    for (const href of ['/dev/outbox', '/dev/bank', '/admin'])
      expect(text).toContain(`href="${href}"`)
    expect(text).toContain('2055550101')
    expect(text).toContain('demo1234')
  })

  test('the script and stylesheet are served, and nothing else under /dev/assets', async () => {
    const script = await request(`${server.baseUrl}/dev/assets/dev-pages.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(String(script.body)).toContain('/dev/bank/pay')
    const style = await request(`${server.baseUrl}/dev/assets/dev-pages.css`)
    expect(style.headers.get('content-type')).toMatch(/^text\/css/)
    const font = await fetch(`${server.baseUrl}/dev/assets/noto-sans-lao.woff2`)
    expect(font.headers.get('content-type')).toBe('font/woff2')
    expect((await request(`${server.baseUrl}/dev/assets/..%2Fseed.ts`)).status).toBe(404)
  })

  test('the outbox shows the last code of each phone, newest first', async () => {
    const sent = (minutesAgo: number) =>
      new Date(server.deps.clock.now().getTime() - minutesAgo * 60_000)
    await server.db
      .insertInto('sms_outbox')
      .values([
        { phone: '2011110001', code: '111111', sent_at: sent(10) },
        { phone: '2011110002', code: '222221', sent_at: sent(9) },
        { phone: '2011110002', code: '222222', sent_at: sent(1) },
      ])
      .execute()
    const { text } = await page('/dev/outbox')
    expect(text).toContain('<meta http-equiv="refresh" content="5" />')
    expect(text).not.toContain('222221')
    expect(text.indexOf('222222')).toBeGreaterThan(-1)
    expect(text.indexOf('222222')).toBeLessThan(text.indexOf('111111'))
  })

  test('the bank simulator lists a waiting QR with its Pay button, and its customer escaped', async () => {
    const { text } = await page('/dev/bank')
    expect(text).toContain(`data-action="bank-pay" data-qr="${qrCode}"`)
    expect(text).toContain('20,000 kip')
    expect(text).toContain(escapedName)
    expect(text).not.toContain(hostileName)
  })
})

describe('with NODE_ENV=production', () => {
  let production: TestServer
  beforeAll(async () => {
    const { nodeEnv, devHelpers, supplier } = loadConfig({
      ...productionVariables,
      NODE_ENV: 'production',
    })
    production = await startTestServer({ config: { nodeEnv, devHelpers, supplier } })
  })
  afterAll(async () => {
    await production?.close()
  })

  test.each(['/dev', '/dev/outbox', '/dev/bank', '/dev/supplier', '/dev/assets/dev-pages.js'])(
    '%s answers 404',
    async (path) => {
      const response = await request(`${production.baseUrl}${path}`, { headers: html })
      expect(response.status).toBe(404)
    },
  )

  test.each([
    '/dev/supplier/v1/transaction',
    '/dev/supplier/v1/cek-saldo',
    '/dev/supplier/orders/any-reference/deliver',
  ])('the demo supplier is absent: POST %s answers 404', async (path) => {
    const response = await request(`${production.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(404)
  })
})
