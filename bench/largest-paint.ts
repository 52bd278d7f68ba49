// LCP of a page on the phone, cold (a new browser profile: empty HTTP cache and local storage) and
// warm (the same profile again, as a returning customer: cached assets, the service worker
// installed with its copy of home, the games the last visit stored), with when the first row of
// game pictures had painted (NaN on a page without them, the floor's).
import type { Browser, Page } from '@playwright/test'
import { RENDERED_PAGES_CACHE } from '../src/lib/rendered-pages.ts'
import { instrument, newPhoneContext, throttle } from './browser.ts'

/** How long a first visit's service worker may take to install and keep home (1.6 Mbps). */
const INSTALL_TIME_LIMIT_MS = 30_000

interface Visit {
  largest: number
  element: string
  firstRow: number
}

export interface PaintRun {
  cold: Visit
  warm: Visit
}

async function visit(page: Page, url: string, readySelector: string): Promise<Visit> {
  await throttle(page)
  await page.goto(url)
  await page.locator(readySelector).first().waitFor()
  // Late candidates (a tile image) replace earlier ones until the page has loaded.
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  const { lcp, firstRow } = await page.evaluate(() => window.__bench)
  const last = lcp.at(-1)
  if (!last) throw new Error(`no LCP entry on ${url}`)
  return {
    largest: last.time,
    element: last.element,
    firstRow: firstRow.length > 0 ? Math.max(...firstRow) : Number.NaN,
  }
}

export async function measureLargestPaint(
  browser: Browser,
  url: string,
  readySelector: string,
): Promise<PaintRun> {
  const context = await newPhoneContext(browser)
  try {
    await instrument(context)
    const page = await context.newPage()
    const cold = await visit(page, url, readySelector)
    await returningLater(page)
    const warm = await visit(page, url, readySelector)
    return { cold, warm }
  } finally {
    await context.close()
  }
}

/** A page with a service worker is left until it has installed and kept its copy of home. */
async function returningLater(page: Page) {
  const hasWorker = await page.evaluate(async () =>
    Boolean(await navigator.serviceWorker?.getRegistration()),
  )
  if (!hasWorker) return
  await page.waitForFunction(
    async (cacheName) =>
      Boolean(await (await caches.open(cacheName)).match('/', { ignoreVary: true })),
    RENDERED_PAGES_CACHE,
    { timeout: INSTALL_TIME_LIMIT_MS, polling: 250 },
  )
}
