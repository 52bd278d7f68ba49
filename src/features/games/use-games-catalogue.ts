import { useCallback, useEffect, useState } from 'react'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import { lastSeenCatalogue, writeCachedGroups, type CategoryGroup } from './games-catalogue'

export interface GamesCatalogue {
  /** The cached list until the fresh one arrives; null when there is neither yet. */
  groups: CategoryGroup[] | null
  /** 'loading' also while a cached list is shown; 'failed' only when the last request failed. */
  status: 'loading' | 'fresh' | 'failed'
  retry(): void
}

interface CatalogueOptions {
  /** The list the server rendered the page with: fresh, so the browser does not ask again. */
  fromServer: CategoryGroup[] | null
  /** Where the list is kept for the next visit; the browser's local storage unless a test's. */
  storage?: Storage
}

/**
 * The home screen's games, with no state machine: one request and a cache do not need one, and
 * xstate must stay out of the first page's download. A server-rendered page starts from the list
 * it was rendered with; otherwise the cached list is shown at once, and replaced when the answer
 * arrives. Storage is touched in effects only: the first render also runs on the server.
 */
export function useGamesCatalogue(
  api: ApiClient,
  { fromServer, storage }: CatalogueOptions,
): GamesCatalogue {
  const [groups, setGroups] = useState(() => fromServer ?? lastSeenCatalogue())
  const [status, setStatus] = useState<GamesCatalogue['status']>(fromServer ? 'fresh' : 'loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const keep = storage ?? localStorage
    if (fromServer && attempt === 0) {
      writeCachedGroups(keep, fromServer)
      return
    }
    const controller = new AbortController()
    dataOf(api.GET('/api/v1/games-group-by-category', { signal: controller.signal })).then(
      (data) => {
        writeCachedGroups(keep, data.data)
        setGroups(data.data)
        setStatus('fresh')
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed')
      },
    )
    return () => controller.abort()
  }, [api, storage, attempt, fromServer])

  const retry = useCallback(() => {
    setStatus('loading')
    setAttempt((count) => count + 1)
  }, [])

  return { groups, status, retry }
}
