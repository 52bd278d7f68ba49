import { createApiClient, type ApiClient } from '../api/client'
import { createAppSession } from '../features/session/app-session'
import type { SessionSource } from '../features/session/session-source'
import { createRealtimeLoader, type RealtimeLoader } from '../realtime/realtime-loader'

export interface AppServices {
  session: SessionSource
  api: ApiClient
  realtime: RealtimeLoader
}

/**
 * The session, the API client and the socket of the running app, built together: the client renews
 * the session on a 401, the auth actor fetches the user through the client, and the socket
 * authenticates with the session's token.
 */
export function createAppServices({
  storage = localStorage,
  baseUrl,
  fetch,
}: {
  storage?: Storage
  baseUrl: string
  /** Tests put a fake backend here; the app uses the browser's fetch. */
  fetch?: typeof globalThis.fetch
}): AppServices {
  const session = createAppSession({
    storage,
    loadAuth: () =>
      import('../features/session/auth-actor').then(({ startAuthActor }) =>
        startAuthActor({ storage, baseUrl, api, ...(fetch ? { fetch } : {}) }),
      ),
  })
  const api = createApiClient({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    getAccessToken: () => session.getSnapshot()?.accessToken || null,
    refreshSession: () => session.refreshSession(),
  })
  return { session, api, realtime: createRealtimeLoader(session, baseUrl) }
}
