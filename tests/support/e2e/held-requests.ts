import type { Page, Request, Route } from '@playwright/test'

/** A request of the page that waits, unanswered, until the test lets it through or drops it. */
export interface HeldRequest {
  /** Resolves once the page has sent the request. */
  arrived: Promise<void>
  /** Lets the request reach the backend, whose answer the page then gets. */
  release: () => Promise<void>
  /** Drops the connection: the page sees a network failure. */
  drop: () => Promise<void>
  /** Lets the request reach the backend, and hands the page its JSON answer changed by `change`. */
  answerChanged: (
    change: (body: Record<string, unknown>) => Record<string, unknown>,
  ) => Promise<void>
}

/**
 * Holds the next request that `matches`, so a path can play what happens while it is on its way
 * (typing during an upload, a pushed message during a reload) and decide its outcome later.
 * A request the page cancels meanwhile is simply gone: settling it then does nothing.
 */
export async function holdNextRequest(
  page: Page,
  matches: (request: Request) => boolean,
): Promise<HeldRequest> {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  type Outcome = (route: Route) => Promise<void>
  let settle: (outcome: Outcome) => void = () => {}
  const decided = new Promise<Outcome>((resolve) => (settle = resolve))
  let taken = false
  const hold = async (route: Route) => {
    if (taken || !matches(route.request())) return route.fallback()
    taken = true
    arrive()
    const outcome = await decided
    // The page may have aborted the request while it was held.
    await outcome(route).catch(() => {})
    // Only now: a handler removed while it still holds its request lets the request through.
    await page.unroute('**/*', hold).catch(() => {})
  }
  await page.route('**/*', hold)
  return {
    arrived,
    release: async () => {
      await arrived
      settle((route) => route.continue())
    },
    drop: async () => {
      await arrived
      settle((route) => route.abort('internetdisconnected'))
    },
    answerChanged: async (change) => {
      await arrived
      settle(async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as Record<string, unknown>
        await route.fulfill({ response, json: change(body) })
      })
    },
  }
}
