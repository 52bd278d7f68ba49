import type { RefreshOutcome } from './client'
import type { components } from './schema'

type AuthSession = components['schemas']['AuthSession']

/** SPEC 8: what a refused refresh leaves behind for the screens that ask why the session ended. */
export const REFRESH_TOKEN_EXPIRED = 'REFRESH_TOKEN_EXPIRED'

export interface SessionRefresherOptions {
  /** Posts {token} to the refresh endpoint; must not go through the refreshing client itself. */
  requestRefresh: (
    refreshToken: string,
  ) => Promise<{ ok: true; session: AuthSession } | { ok: false; status: number }>
  readRefreshToken: () => string | null
  saveSession: (session: AuthSession) => void
  /** Clears the user data and both tokens (SPEC 8, 402). */
  endSession: (marker: typeof REFRESH_TOKEN_EXPIRED) => void
}

/**
 * Single-flight session renewal: however many requests hit a 401 together, one refresh call is made
 * and all of them wait for it. A refresh token is single use on the backend, so two parallel refreshes
 * would make the second look like a replay and revoke the whole session.
 */
export function createSessionRefresher(options: SessionRefresherOptions) {
  let inFlight: Promise<RefreshOutcome> | null = null

  async function refreshOnce(): Promise<RefreshOutcome> {
    const refreshToken = options.readRefreshToken()
    if (!refreshToken) {
      options.endSession(REFRESH_TOKEN_EXPIRED)
      return 'expired'
    }
    const result = await options.requestRefresh(refreshToken).catch(() => null)
    if (!result) return 'failed'
    // The session may have ended (logout) while the call was in flight: its answer is discarded.
    if (options.readRefreshToken() !== refreshToken) return 'failed'
    if (result.ok) {
      options.saveSession(result.session)
      return 'refreshed'
    }
    if (result.status === 402) {
      options.endSession(REFRESH_TOKEN_EXPIRED)
      return 'expired'
    }
    // A network or server failure is not the end of the session: the caller's request fails as is.
    return 'failed'
  }

  return {
    refresh(): Promise<RefreshOutcome> {
      inFlight ??= refreshOnce().finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}
