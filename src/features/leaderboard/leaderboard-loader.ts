import type { components } from '#contract/schema'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'

export type Leaderboard = components['schemas']['LeaderboardResponse']

/** SPEC 6: GET /api/v1/range-users, this month's top customers and the prizes. */
export function loadLeaderboard(api: ApiClient, signal: AbortSignal): Promise<Leaderboard> {
  return dataOf(api.GET('/api/v1/range-users', { signal }))
}
