import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DESK_ROUTES, SHOP_ROUTES } from '#tests/support/e2e/routes.ts'
import { createCategory, createProduct } from '../shop/fixtures.ts'
import { buildAppWhenStale, builtDistDir as distDir } from '../support/built-app.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The built app, as `npm start` serves it: both bundles are built first when missing or stale.

let server: TestServer
let productId: string

beforeAll(async () => {
  await buildAppWhenStale()
  server = await startTestServer({ config: { distDir } })
  const categoryId = await createCategory(server.db, 1, 'ເຕີມເກມ')
  await server.db
    .updateTable('categories')
    .set({ name_th: 'เติมเกม', name_en: 'Game top-ups' })
    .where('id', '=', categoryId)
    .execute()
  productId = await createProduct(server.db, categoryId, { name: 'ໂມບາຍເລເຈັນ' })
  await server.db
    .updateTable('products')
    .set({
      name_th: 'โมบายเลเจนด์',
      name_en: 'Mobile Legends',
      image_profile: 'games/mobile-legends.webp',
      badge: 'HOT',
    })
    .where('id', '=', productId)
    .execute()
}, 300_000)

afterAll(async () => {
  await server?.close()
})

function page(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, { headers: { Accept: 'text/html', ...headers } })
}

describe('the home page comes from the server', () => {
  test('in the language of the lang cookie, with the games, their pictures and badges', async () => {
    const response = await page('/', { Cookie: 'lang=th', 'Accept-Language': 'en' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<html lang="th"')
    expect(html).toContain('เติมเกม')
    expect(html).toContain('โมบายเลเจนด์')
    expect(html).toMatch(
      /<img src="\/images\/games\/mobile-legends\.webp"[^>]*fetchpriority="high"/i,
    )
    expect(html).toContain('HOT')
  })

  test('in the browser’s language without a cookie, and in Lao without either', async () => {
    const english = await (await page('/', { 'Accept-Language': 'en-GB,en;q=0.9' })).text()
    expect(english).toContain('<html lang="en"')
    expect(english).toContain('Mobile Legends')
    const lao = await (await page('/')).text()
    expect(lao).toContain('<html lang="lo"')
    expect(lao).toContain('ໂມບາຍເລເຈັນ')
  })

  test('a cookie or header that names no language of the shop is ignored', async () => {
    const response = await page('/', {
      Cookie: 'lang=<script>; other=1;;=',
      'Accept-Language': 'x;q=abc,,*;q=2',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="lo"')
  })

  test('shows a change of the catalogue on the next request', async () => {
    const before = await (await page('/', { Cookie: 'lang=en' })).text()
    expect(before).toContain('Mobile Legends')
    await server.db
      .updateTable('products')
      .set({ name_en: 'Mobile Legends: Bang Bang' })
      .where('id', '=', productId)
      .execute()
    const after = await (await page('/', { Cookie: 'lang=en' })).text()
    expect(after).toContain('Mobile Legends: Bang Bang')
  })

  test('its inline scripts carry the nonce its policy allows, and only they', async () => {
    const response = await page('/')
    const policy = response.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeDefined()
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
    const again = await page('/')
    expect(again.headers.get('content-security-policy')).not.toContain(nonce)
  })
})

describe('other screens', () => {
  test('the leaderboard is rendered on the server', async () => {
    const response = await page('/range', { Cookie: 'lang=en' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="en"')
  })

  test('a signed-in screen answers its frame, never a redirect: the session is in the browser', async () => {
    const response = await page('/profile', { Cookie: 'lang=en' })
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('id="main"')
  })

  test('every screen of the shop and the desk renders on the server without an error', async () => {
    // A render that throws (code that reads the browser's window, say) is logged and the page is
    // sent unrendered: the customer waits for the scripts to see anything.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const route of [...SHOP_ROUTES, ...DESK_ROUTES]) {
        const path = route.replace('/detail/1/', `/detail/${productId}/`)
        expect((await page(path, { Cookie: 'lang=en' })).status, path).toBe(200)
      }
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([])
    } finally {
      logged.mockRestore()
    }
  })

  test('an API call is never answered with a page', async () => {
    const response = await page('/api/v1/no-such-thing')
    expect(response.headers.get('content-type')).toMatch(/json/)
  })
})
