import { createHash, randomBytes } from 'node:crypto'

/**
 * The rendered home page, kept per language (docs/performance.md, "Server rendering"). Its key is
 * what the page is made of: the catalogue as the API answers it now (so a change made anywhere,
 * the catalogue import's own process included, is seen on the next request), the language, and
 * the minute the tiles' visibility windows are judged at (they open and close on a minute).
 */
export interface HomePageCache {
  /** The nonce the cached pages are rendered with, replaced by each response's own. */
  readonly renderNonce: string
  keyOf(parts: { locale: string; catalogue: Buffer | string; now: Date }): string
  get(key: string, nonce: string): string | undefined
  set(key: string, html: string): void
}

export function createHomePageCache(): HomePageCache {
  // Random per process: it cannot occur in a page by chance, so replacing it touches only nonces.
  const renderNonce = randomBytes(16).toString('base64url')
  // One entry per language: an older minute or catalogue is replaced, never piled up.
  const pages = new Map<string, { key: string; html: string }>()
  const languageOf = (key: string) => key.slice(0, key.indexOf('|'))

  return {
    renderNonce,
    keyOf({ locale, catalogue, now }) {
      const minute = Math.floor(now.getTime() / 60_000)
      const content = createHash('sha256').update(catalogue).digest('base64url')
      return `${locale}|${minute}|${content}`
    },
    get(key, nonce) {
      const page = pages.get(languageOf(key))
      return page?.key === key ? page.html.replaceAll(renderNonce, nonce) : undefined
    },
    set(key, html) {
      pages.set(languageOf(key), { key, html })
    },
  }
}
