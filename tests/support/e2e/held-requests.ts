import type { Page, Request, Route } from '@playwright/test'

/** A request of the page that waits, unanswered, until the test lets it through or drops it. */
export interface HeldRequest {
  /** Resolves once the page has sent the request. */
  arrived: Promise<void>
  /** Lets the request reach the backend, whose answer the page then gets. */
  release: () => Promise<void>
  /** Drops the connection: the page sees a network failure. */
  drop: () => Promise<void>
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
  let settle: (outcome: 'release' | 'drop') => void = () => {}
  const decided = new Promise<'release' | 'drop'>((resolve) => (settle = resolve))
  let taken = false
  const hold = async (route: Route) => {
    if (taken || !matches(route.request())) return route.fallback()
    taken = true
    arrive()
    const outcome = await decided
    // The page may have aborted the request while it was held.
    await (outcome === 'release' ? route.continue() : route.abort('internetdisconnected')).catch(
      () => {},
    )
    // Only now: a handler removed while it still holds its request lets the request through.
    await page.unroute('**/*', hold).catch(() => {})
  }
  await page.route('**/*', hold)
  return {
    arrived,
    release: async () => {
      await arrived
      settle('release')
    },
    drop: async () => {
      await arrived
      settle('drop')
    },
  }
}
