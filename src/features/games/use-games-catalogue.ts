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

/**
 * The home screen's games, with no state machine: one request and a cache do not need one, and
 * xstate must stay out of the first page's download. The cached list is shown at once, and
 * replaced when the answer arrives.
 */
export function useGamesCatalogue(api: ApiClient, storage: Storage = localStorage): GamesCatalogue {
  const [groups, setGroups] = useState(lastSeenCatalogue)
  const [status, setStatus] = useState<GamesCatalogue['status']>('loading')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    dataOf(api.GET('/api/v1/games-group-by-category', { signal: controller.signal })).then(
      (data) => {
        writeCachedGroups(storage, data.data)
        setGroups(data.data)
        setStatus('fresh')
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed')
      },
    )
    return () => controller.abort()
  }, [api, storage, attempt])

  const retry = useCallback(() => {
    setStatus('loading')
    setAttempt((count) => count + 1)
  }, [])

  return { groups, status, retry }
}
