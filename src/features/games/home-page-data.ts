import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import type { CategoryGroup } from './games-catalogue'

export interface HomePageData {
  /** The catalogue a server-rendered page was rendered with; null in the browser (its cache). */
  groups: CategoryGroup[] | null
  /**
   * The moment the tiles' visibility windows are judged at, decided once where the page is
   * rendered: the browser hydrates the server's tiles, not the ones its own clock would show.
   */
  decidedAt: number
}

/**
 * The home route's loader. On the server it fetches the catalogue, so the tiles are in the
 * page's first bytes; a failure leaves the browser to fetch it, as a client-rendered page does.
 * In the browser it decides the moment only: the cached list paints at once, the fresh one follows.
 */
export async function loadHomePage(api: ApiClient, signal: AbortSignal): Promise<HomePageData> {
  const decidedAt = Date.now()
  if (typeof window !== 'undefined') return { groups: null, decidedAt }
  try {
    const answer = await dataOf(api.GET('/api/v1/games-group-by-category', { signal }))
    return { groups: answer.data, decidedAt }
  } catch {
    return { groups: null, decidedAt }
  }
}
