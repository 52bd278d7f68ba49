import createClient from 'openapi-fetch'
import type { SessionSource } from '../features/session/session-source'
import { toSessionUser, writeSession } from '../features/session/session-storage'
import { apiBaseUrl } from '../lib/env'
import { createApiClient } from './client'
import type { paths } from './schema'
import { createSessionRefresher } from './session-refresher'

/**
 * The one API client of the app, reading and renewing the stored session. The refresh call goes
 * through a bare client: it must never itself trigger a refresh.
 */
export function createAppApiClient(session: SessionSource) {
  const bare = createClient<paths>({ baseUrl: apiBaseUrl })
  const refresher = createSessionRefresher({
    requestRefresh: async (token) => {
      const { data, response } = await bare.POST('/api/v1/genarater-refresh-token', {
        body: { token },
      })
      return data ? { ok: true, session: data } : { ok: false, status: response.status }
    },
    readRefreshToken: () => session.getSnapshot()?.refreshToken || null,
    saveSession: ({ accessToken, refreshToken, data: user }) =>
      writeSession({ accessToken, refreshToken, user: toSessionUser(user) }),
    endSession: () => session.signOut(),
  })
  return createApiClient({
    baseUrl: apiBaseUrl,
    getAccessToken: () => session.getSnapshot()?.accessToken || null,
    refreshSession: refresher.refresh,
  })
}
