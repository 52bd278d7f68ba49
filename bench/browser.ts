// Chromium as a customer's cheap phone on mobile data: Debian's browser, driven over CDP.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../tooling/chromium.ts'
import { STORAGE_KEYS, toSessionUser } from '../src/session/session-storage.ts'
import type { AuthSession } from './shop-api.ts'

/** The phone: 4x slower CPU, 1.6 Mbps down, 150 ms latency. */
export const PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1_600_000, latencyMs: 150 }

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true })
}

export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
}

/** Slows `page` down to the phone; `network: false` keeps loopback speed (CPU-only figures). */
export async function throttle(page: Page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.downloadBitsPerSecond / 8 / 2,
    })
  }
  return cdp
}

declare global {
  interface Window {
    __bench: {
      lcp: { time: number; element: string }[]
      /** When each picture marked `elementtiming="first-row"` painted (game-tile.tsx). */
      firstRow: number[]
      shifts: number
      frames: Record<string, number>
      watch: (text: string) => void
      painted: Record<string, Promise<number>>
    }
  }
}

/**
 * Installed before any page script: records LCP candidates, layout shifts, and the arrival of
 * socket frames that carry a bench marker, and the frame that paints a text the page adds.
 * A string, not a function: the TypeScript runner would wrap a function's code in helpers the page
 * does not have.
 */
const PROBES = `
(() => {
  const describe = (element) =>
    element
      ? element.tagName.toLowerCase() + (element.closest('li') ? ' in a game tile' : '') + ': ' +
        (element.textContent || '').trim().slice(0, 30)
      : 'none'
  const bench = {
    lcp: [],
    firstRow: [],
    shifts: 0,
  }
  // When a socket frame carrying a bench marker arrived, and when that marker's text was painted.
  const NativeWebSocket = window.WebSocket
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args)
      this.addEventListener('message', (event) => {
        const marker = typeof event.data === 'string' && /bench-[0-9a-z-]+/.exec(event.data)
        if (marker) bench.frames[marker[0]] = performance.now()
      })
    }
  }
  bench.frames = {}
  // watch(text) starts looking before the text can arrive; painted[text] then resolves with when
  // it was painted, or NaN when it never came.
  bench.painted = {}
  bench.watch = (text) => {
    bench.painted[text] = new Promise((resolve) => {
      const giveUp = setTimeout(() => {
        observer.disconnect()
        resolve(Number.NaN)
      }, 15000)
      // Only the added nodes are read: reading the whole page per mutation would slow it down.
      const observer = new MutationObserver((records) => {
        const added = records.some((record) =>
          [...record.addedNodes].some((node) => (node.textContent || '').includes(text)),
        )
        if (!added) return
        observer.disconnect()
        clearTimeout(giveUp)
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
      })
      observer.observe(document, { childList: true, subtree: true })
    })
  }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.lcp.push({ time: entry.startTime, element: describe(entry.element) })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'first-row') bench.firstRow.push(entry.renderTime || entry.loadTime)
  }).observe({ type: 'element', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.shifts += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
})()
`

export async function instrument(context: BrowserContext) {
  await context.addInitScript({ content: PROBES })
}

/** Every page of `context` starts signed in as `session`, the way the app stores a login. */
export async function signIn(context: BrowserContext, session: AuthSession) {
  const stored: [string, string][] = [
    [STORAGE_KEYS.user, JSON.stringify(toSessionUser(session.data))],
    [STORAGE_KEYS.accessToken, session.accessToken],
    [STORAGE_KEYS.refreshToken, session.refreshToken],
  ]
  await context.addInitScript({
    content: `for (const [key, value] of ${JSON.stringify(stored)}) localStorage.setItem(key, value)`,
  })
}
