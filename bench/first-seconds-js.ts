// The home page's first seconds on the phone, cold: every JS file it downloads in its first 3 s
// (deferred chunks included), and how soon its search box works: from navigation start until a
// word typed as soon as the box exists has filtered the tiles on screen.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { newPhoneContext, throttle } from './browser.ts'

/** The window: what the page downloads in it counts, whenever it was scheduled. */
export const FIRST_SECONDS_MS = 3_000
/** Long enough after the window for a download started in it to have finished and been recorded. */
const SETTLE_MS = 7_000

export interface FirstSecondsRun {
  /** Gzip bytes (level 9, as the size budget counts them) of the JS requested in the first 3 s. */
  gzipBytes: number
  /** What the wire carried for the same files (the server sends Brotli to Chromium). */
  transferredBytes: number
  files: string[]
  /** JS requested after the window but before SETTLE_MS, gzip: what the first seconds deferred. */
  laterGzipBytes: number
  /** Whether the page registered its service worker within the window (its precache would compete). */
  serviceWorkerInWindow: boolean
}

interface Download {
  path: string
  start: number
  transferred: number
}

const gzipSizes = new Map<string, number>()
function gzipSize(distDir: string, path: string): number {
  const file = join(distDir, decodeURIComponent(path))
  let size = gzipSizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipSizes.set(file, size)
  }
  return size
}

/** The JS `url` downloads on a cold phone, by when each request started. */
export async function firstSecondsJs(
  browser: Browser,
  url: string,
  distDir: string,
): Promise<FirstSecondsRun> {
  const context = await newPhoneContext(browser)
  try {
    // Every JS file's request as it is recorded (the resource timing buffer may fill up and drop
    // entries; an observer sees them all).
    await context.addInitScript({ content: RECORD_SCRIPTS })
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url, { waitUntil: 'commit' })
    await waitUntilPageTime(page, FIRST_SECONDS_MS)
    await waitUntilPageTime(page, SETTLE_MS)
    const downloads = (await page.evaluate('window.__scripts')) as Download[]
    const registeredAt = (await page.evaluate('window.__serviceWorkerAt')) as number | null
    const serviceWorkerInWindow = registeredAt !== null && registeredAt < FIRST_SECONDS_MS
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
        (script) => new URL(script.src).pathname,
      ),
    )
    return summarize(downloads, scripts, distDir, serviceWorkerInWindow)
  } finally {
    await context.close()
  }
}

function summarize(
  downloads: Download[],
  scripts: string[],
  distDir: string,
  serviceWorkerInWindow: boolean,
): FirstSecondsRun {
  const inWindow = downloads.filter((download) => download.start < FIRST_SECONDS_MS)
  if (inWindow.length === 0)
    throw new Error(`no JS requested in the first seconds: ${JSON.stringify(downloads)}`)
  const later = downloads.filter((download) => download.start >= FIRST_SECONDS_MS)
  // The entry script is a resource like any other; it is checked for in case a browser left it out.
  const missing = scripts.filter((path) => !downloads.some((download) => download.path === path))
  if (missing.length > 0) throw new Error(`no resource timing for ${missing.join(', ')}`)
  const gzip = (list: Download[]) =>
    list.reduce((sum, download) => sum + gzipSize(distDir, download.path), 0)
  return {
    gzipBytes: gzip(inWindow),
    transferredBytes: inWindow.reduce((sum, download) => sum + download.transferred, 0),
    files: inWindow.map((download) => download.path),
    laterGzipBytes: gzip(later),
    serviceWorkerInWindow,
  }
}

const RECORD_SCRIPTS = `
window.__scripts = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const path = new URL(entry.name).pathname
    if (path.endsWith('.js'))
      window.__scripts.push({ path, start: entry.startTime, transferred: entry.encodedBodySize })
  }
}).observe({ type: 'resource', buffered: true })
// When the page registers its service worker, whose precache then downloads the whole shop.
window.__serviceWorkerAt = null
if ('serviceWorker' in navigator) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
  navigator.serviceWorker.register = (...args) => {
    window.__serviceWorkerAt ??= performance.now()
    return register(...args)
  }
}
`

async function waitUntilPageTime(page: Page, ms: number) {
  await page.waitForFunction((until) => performance.now() >= until, ms, { polling: 100 })
}

export interface SearchReadyRun {
  /** Navigation start to the frame that paints the filtered tiles. */
  filtered: number
  /** Navigation start to the first keystroke (the box existed and could take it). */
  typed: number
}

/** What the bench types: a game of the seeded catalogue, whose English name holds it. */
export const SEARCHED = 'mekong'

/** In-page: the tiles a customer sees (a word typed before hydration hides the others by style). */
const SHOWN_TILES = `[...document.querySelectorAll('main li')].filter((li) => li.checkVisibility()).length`

/**
 * How many tiles home lists for SEARCHED once it works: read on a fast, warm visit, so the cold
 * runs know the filtered list when they see it.
 */
export async function filteredTileCount(browser: Browser, url: string): Promise<number> {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const all = await page.locator('main li').count()
    await page.getByRole('searchbox').fill(SEARCHED)
    await page.waitForFunction((count) => document.querySelectorAll('main li').length < count, all)
    const filtered = await page.locator('main li').count()
    if (filtered === 0) throw new Error(`no game matches "${SEARCHED}"`)
    return filtered
  } finally {
    await context.close()
  }
}

/**
 * Cold, on the phone: types SEARCHED into the home search box as soon as it is in the page (the
 * server's HTML has it before the JS runs), then waits for the frame that shows exactly the
 * filtered tiles, whether the page's early filter or the app drew it (early-search.ts).
 */
export async function searchReady(
  browser: Browser,
  url: string,
  filtered: number,
): Promise<SearchReadyRun> {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url, { waitUntil: 'commit' })
    const box = page.getByRole('searchbox')
    await box.waitFor({ state: 'visible' })
    const typed = await page.evaluate(() => performance.now())
    await box.pressSequentially(SEARCHED)
    const painted = (await page.evaluate(whenPainted(`${SHOWN_TILES} === ${filtered}`))) as number
    if (!Number.isFinite(painted)) throw new Error('the word typed never filtered the tiles')
    return { filtered: painted, typed }
  } finally {
    await context.close()
  }
}

/**
 * The floor's counterpart: navigation start to the frame that paints the heading React rendered,
 * the earliest a React app can answer a keystroke.
 */
export async function floorReady(browser: Browser, url: string): Promise<number> {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    await throttle(page)
    await page.goto(url, { waitUntil: 'commit' })
    return (await page.evaluate(whenPainted(`document.querySelector('h1') !== null`))) as number
  } finally {
    await context.close()
  }
}

/**
 * In-page code (a string: the TypeScript runner would wrap a function's code in helpers the page
 * does not have) resolving with when the first frame in which `condition` holds was painted, or NaN
 * after 20 s.
 */
function whenPainted(condition: string): string {
  return `new Promise((resolve) => {
    const giveUp = performance.now() + 20000
    const look = () => {
      if (${condition}) setTimeout(() => resolve(performance.now()))
      else if (performance.now() > giveUp) resolve(Number.NaN)
      else requestAnimationFrame(look)
    }
    look()
  })`
}
