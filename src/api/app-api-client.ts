import createClient from 'openapi-fetch'
import { createAppSession } from '../features/session/app-session'
import type { SessionSource } from '../features/session/session-source'
import { apiBaseUrl } from '../lib/env'
import { createApiClient, type ApiClient } from './client'
import type { paths } from './schema'

/**
 * The session and the API client of the running app, built together: the client renews the
 * session on a 401, and the session fetches the user through the client. The refresh call goes
 * through a bare client: it must never itself trigger a refresh.
 */
export function createAppSessionAndApi(storage: Storage = localStorage): {
  session: SessionSource
  api: ApiClient
} {
  const bare = createClient<paths>({ baseUrl: apiBaseUrl })
  const session = createAppSession({
    storage,
    api: () => api,
    requestRefresh: async (token) => {
      const { data, response } = await bare.POST('/api/v1/genarater-refresh-token', {
        body: { token },
      })
      return data ? { ok: true, session: data } : { ok: false, status: response.status }
    },
  })
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    getAccessToken: () => session.getSnapshot()?.accessToken || null,
    refreshSession: session.refreshSession,
  })
  return { session, api }
}
