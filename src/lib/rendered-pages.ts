/**
 * The service worker's copy of the server-rendered home page (vite.config.ts, installableShop):
 * a returning customer's home paints from it at once, and the worker fetches a fresh copy for the
 * next visit meanwhile. A copy is only ever of the page everyone gets in one language: the
 * session lives in the browser, never in a rendered page.
 */
export const RENDERED_PAGES_CACHE = 'rendered-pages'

/** The page a returning customer opens first. */
const HOME = '/'

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches
}

/**
 * Keeps a copy of home once the worker is installed, so the very next visit paints from it (the
 * worker itself only keeps the pages it served).
 */
export async function keepHomeRendered(): Promise<void> {
  const storage = cacheStorage()
  if (!storage) return
  const cache = await storage.open(RENDERED_PAGES_CACHE)
  if (await cache.match(HOME, { ignoreVary: true })) return
  await cache.add(new Request(HOME, { headers: { Accept: 'text/html' } }))
}

/**
 * Forgets the copies: they are in another language than the one just chosen, or they load the
 * files of a version about to be replaced. The next visit asks the server.
 */
export async function forgetRenderedPages(): Promise<void> {
  await cacheStorage()?.delete(RENDERED_PAGES_CACHE)
}
