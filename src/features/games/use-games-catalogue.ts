import { useCallback, useEffect, useState } from 'react'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import { lastSeenCatalogue, writeCachedGroups, type CategoryGroup } from './games-catalogue'

export interface GamesCatalogue {
  /** The cached list until the fresh one arrives; null when there is neither yet. */
  groups: CategoryGroup[] | null
  /** The moment the tiles' visibility windows are judged at: the list's own. */
  decidedAt: number
  /** 'loading' also while a cached list is shown; 'failed' only when the last request failed. */
  status: 'loading' | 'fresh' | 'failed'
  retry(): void
}

interface CatalogueOptions {
  /** The list the server rendered the page with: fresh, so the browser does not ask again. */
  fromServer: CategoryGroup[] | null
  /** When the list was decided: the server's render, or the loader's run in the browser. */
  decidedAt: number
  /** Where the list is kept for the next visit; the browser's local storage unless a test's. */
  storage?: Storage
}

/**
 * A rendered page older than this is the copy the service worker kept from an earlier visit
 * (src/lib/rendered-pages.ts): its list is shown at once and asked for again.
 */
const KEPT_PAGE_AFTER_MS = 60_000

/**
 * The home screen's games, with no state machine: one request and a cache do not need one, and
 * xstate must stay out of the first page's download. A server-rendered page starts from the list
 * it was rendered with; otherwise the cached list is shown at once, and replaced when the answer
 * arrives. Storage is touched in effects only: the first render also runs on the server.
 */
export function useGamesCatalogue(
  api: ApiClient,
  { fromServer, decidedAt: listedAt, storage }: CatalogueOptions,
): GamesCatalogue {
  const [groups, setGroups] = useState(() => fromServer ?? lastSeenCatalogue())
  const [decidedAt, setDecidedAt] = useState(listedAt)
  const [status, setStatus] = useState<GamesCatalogue['status']>(fromServer ? 'fresh' : 'loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const keep = storage ?? localStorage
    if (fromServer && attempt === 0 && Date.now() - listedAt < KEPT_PAGE_AFTER_MS) {
      writeCachedGroups(keep, fromServer)
      return
    }
    const controller = new AbortController()
    dataOf(api.GET('/api/v1/games-group-by-category', { signal: controller.signal })).then(
      (data) => {
        writeCachedGroups(keep, data.data)
        setGroups(data.data)
        setDecidedAt(Date.now())
        setStatus('fresh')
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed')
      },
    )
    return () => controller.abort()
  }, [api, storage, attempt, fromServer, listedAt])

  const retry = useCallback(() => {
    setStatus('loading')
    setAttempt((count) => count + 1)
  }, [])

  return { groups, decidedAt, status, retry }
}
