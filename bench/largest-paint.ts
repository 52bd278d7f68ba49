// LCP of a page on the phone, cold (a new browser profile: empty HTTP cache and local storage) and
// warm (the same profile again: cached assets, and the games the last visit stored).
import type { Browser, Page } from '@playwright/test'
import { instrument, newPhoneContext, throttle } from './browser.ts'

export interface PaintRun {
  cold: number
  warm: number
  element: string
}

async function visit(page: Page, url: string, readySelector: string) {
  await throttle(page)
  await page.goto(url)
  await page.locator(readySelector).first().waitFor()
  // Late candidates (a tile image) replace earlier ones until the page has loaded.
  await page.waitForLoadState('load')
  await page.waitForTimeout(500)
  const entries = await page.evaluate(() => window.__bench.lcp)
  const last = entries.at(-1)
  if (!last) throw new Error(`no LCP entry on ${url}`)
  return last
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
    const warm = await visit(page, url, readySelector)
    return { cold: cold.time, warm: warm.time, element: cold.element }
  } finally {
    await context.close()
  }
}
