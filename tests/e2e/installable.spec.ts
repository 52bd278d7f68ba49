import { expect } from '@playwright/test'
import { test } from '../support/e2e/demo-sessions.ts'
import { messageText } from '../support/e2e/translated-text.ts'

// The shop as a returning customer meets it: its shell kept by the service worker (vite.config.ts,
// installableShop), installable from its manifest, and money never answered from a cache.

test.use({ serviceWorkers: 'allow' })

test('the manifest makes the shop installable: its name, start page, display and icons', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ name: 'ຮ້ານເຕີມເກມ', start_url: '/', display: 'standalone' })
  // Chromium installs a shop with a 192 px and a 512 px icon; Android masks the maskable one.
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
})

test('a returning customer’s home paints from the kept shell, offline too, while the API is never answered from it', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const title = page.getByRole('heading', { level: 1, name: messageText('lo', 'home.title') })
  await expect(title).toBeVisible()
  // The worker installs after the first paint and serves the pages opened after it.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)

  const fromWorker: string[] = []
  const fromNetwork: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    ;(response.fromServiceWorker() ? fromWorker : fromNetwork).push(path)
  })
  await page.reload()
  await expect(page.getByRole('button', { name: /Mobile Legends/ }).first()).toBeVisible()
  // Home is the worker's copy of the server's page, games included; its code comes from the
  // kept shell; the API is never answered by the worker.
  expect(fromWorker).toContain('/')
  expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true)
  const catalogue = await page.evaluate(() =>
    fetch('/api/v1/games-group-by-category').then((answer) => answer.status),
  )
  expect(catalogue).toBe(200)
  expect(fromNetwork).toContain('/api/v1/games-group-by-category')
  expect(fromWorker.filter((path) => path.startsWith('/api/'))).toEqual([])

  // No network at all: the shell and the games seen last still paint; an API call fails rather
  // than answering from a cache.
  await context.setOffline(true)
  await page.reload()
  await expect(title).toBeVisible()
  await expect(page.getByRole('button', { name: /Mobile Legends/ }).first()).toBeVisible()
  const apiOffline = await page.evaluate(() =>
    fetch('/api/v1/games-group-by-category').then(
      () => 'answered',
      () => 'failed',
    ),
  )
  expect(apiOffline).toBe('failed')
  await context.setOffline(false)
})

test('a language chosen after home was kept on the device is the language of the next visit', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/', { ignoreVary: true }))))
    .toBe(true)

  // The language switch, as a customer uses it (the radios are drawn as the short names).
  await page
    .locator('label')
    .filter({ has: page.locator('input[value="th"]') })
    .first()
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(
    page.getByRole('heading', { level: 1, name: messageText('th', 'home.title') }),
  ).toBeVisible()
})
