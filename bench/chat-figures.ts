// The group chat: a history of 10,000 messages at 4x CPU (DOM size, heap, time to show a new
// message), and realtime delivery from one customer's post to another browser's screen.
import type { Browser, Page } from '@playwright/test'
import type { components } from '../contract/schema.d.ts'
import { instrument, newPhoneContext, signIn, throttle } from './browser.ts'
import {
  BENCH_PASSWORD,
  DEMO_CUSTOMER,
  logIn,
  newCustomer,
  postToGroupChat,
  type AuthSession,
} from './shop-api.ts'
import { percentile, spread } from './stats.ts'

type ChatMessage = components['schemas']['ChatMessage']

export const HISTORY_SIZE = 10_000
// The backend lets one customer post 20 messages per 10 s: the bench stays under that.
const POST_INTERVAL_MS = 600
// The customer who reads the chat in the measured browser; the demo customer writes.
const READER_PHONE = '2066000001'

/** The whole history in one answer, the hardest case for the list; paging back finds nothing more. */
async function serveLongHistory(page: Page, size: number) {
  await page.route('**/api/v1/chats-group?*', async (route) => {
    const response = await route.fetch()
    const { data } = (await response.json()) as { data: ChatMessage[] }
    const template = data[0]
    if (!template) throw new Error('the seeded group chat is empty')
    if (new URL(route.request().url()).searchParams.has('before')) {
      return route.fulfill({ response, json: { data: [] } })
    }
    const start = Date.now() - size * 60_000
    const history = Array.from({ length: size }, (_, index) => ({
      ...template,
      _id: `${template._id.slice(0, 16)}${String(index).padStart(8, '0')}`,
      text: `Message ${index + 1} of the long history`,
      created_at: new Date(start + index * 60_000).toISOString(),
    }))
    return route.fulfill({ response, json: { data: history } })
  })
}

/** Posts `text` as `poster` and resolves with when `page` painted it and when its frame came. */
async function deliver(page: Page, shopUrl: string, poster: AuthSession, text: string) {
  await page.evaluate((marker) => window.__bench.watch(marker), text)
  const postedAt = Date.now()
  await postToGroupChat(shopUrl, poster, text)
  const paintedAt = await page.evaluate((marker) => window.__bench.painted[marker]!, text)
  const [frameAt, timeOrigin] = await page.evaluate(
    (marker) => [window.__bench.frames[marker] ?? Number.NaN, performance.timeOrigin],
    text,
  )
  return { postToPaint: timeOrigin + paintedAt - postedAt, frameToPaint: paintedAt - frameAt! }
}

/** The group chat in a browser of its own, read by `reader` (signed in, as the live events need). */
async function openGroupChat(
  browser: Browser,
  shopUrl: string,
  reader: AuthSession,
  historySize: number | null,
) {
  const context = await newPhoneContext(browser)
  await instrument(context)
  await signIn(context, reader)
  const page = await context.newPage()
  if (historySize) await serveLongHistory(page, historySize)
  await page.goto(`${shopUrl}/chat-group`)
  await page.waitForLoadState('networkidle')
  // The socket connects after the list: give it a moment before anything is posted.
  await page.waitForTimeout(1_500)
  return { context, page }
}

export async function measureLongChat(browser: Browser, shopUrl: string, runs: number) {
  const poster = await logIn(shopUrl, DEMO_CUSTOMER)
  const reader = await newCustomer(shopUrl, READER_PHONE)
  const { context, page } = await openGroupChat(browser, shopUrl, reader, HISTORY_SIZE)
  try {
    await page.getByText(`Message ${HISTORY_SIZE} of the long history`).waitFor()
    const cdp = await throttle(page, { network: false })
    const showTimes: number[] = []
    for (let run = 0; run < runs; run++) {
      const { frameToPaint } = await deliver(
        page,
        shopUrl,
        poster,
        `bench-long-${run}-${Date.now()}`,
      )
      showTimes.push(frameToPaint)
      await page.waitForTimeout(POST_INTERVAL_MS)
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return { domNodes, heapBytes: usedSize, showMessage: spread(showTimes) }
  } finally {
    await context.close()
  }
}

/** Realtime: a customer posts over HTTP, another browser paints it; no throttling, loopback. */
export async function measureRealtime(browser: Browser, shopUrl: string, messages: number) {
  const poster = await logIn(shopUrl, DEMO_CUSTOMER)
  const reader = await logIn(shopUrl, { userName: READER_PHONE, password: BENCH_PASSWORD })
  const { context, page } = await openGroupChat(browser, shopUrl, reader, null)
  try {
    const postToPaint: number[] = []
    for (let index = 0; index < messages; index++) {
      const text = `bench-live-${index}-${Date.now()}`
      postToPaint.push((await deliver(page, shopUrl, poster, text)).postToPaint)
      await page.waitForTimeout(POST_INTERVAL_MS)
    }
    return { p50: percentile(postToPaint, 50), p95: percentile(postToPaint, 95), messages }
  } finally {
    await context.close()
  }
}
