import type { ApiClient } from './api/client'
import { createLazyApiClient } from './api/lazy-client'
import type { SessionCalls } from './session/session-calls'
import type { AuthActor } from './session/auth-actor'
import { createSessionStore, type SessionStore } from './session/session-store'
import { createRealtimeLoader, type RealtimeLoader } from './realtime/realtime-loader'

/** What the app runs on, and what every route's beforeLoad and loader read as the router's context. */
export interface AppServices {
  /** The live session: guards decide from it, never from a copy. */
  session: SessionStore
  /** The auth actor (sign-in flows and logout), loaded with xstate on first need. */
  auth: () => Promise<AuthActor>
  /** The typed client for loaders and feature actors; it renews the session by itself. */
  api: ApiClient
  /** The app's one socket, opened on first use. */
  realtime: RealtimeLoader
}

/**
 * The session store, the API client, the auth actor's loader and the socket of the running app,
 * built together: the client and the socket take their token from the store and ask it to renew
 * the session on a 401. Nothing here reads storage: the browser calls `session.hydrate()` before
 * its first render.
 */
export function createAppServices({
  storage,
  baseUrl,
  fetch,
}: {
  storage?: Storage
  baseUrl: string
  /** Tests put a fake backend here; the app uses the browser's. */
  fetch?: typeof globalThis.fetch
}): AppServices {
  // The calls that obtain a session load with the first renewal or sign-in, not with the first screen.
  let calls: Promise<SessionCalls> | undefined
  const sessionCalls = () =>
    (calls ??= import('./session/session-calls').then(({ createSessionCalls }) =>
      createSessionCalls({ baseUrl, ...(fetch ? { fetch } : {}) }),
    ))
  const session = createSessionStore({
    ...(storage ? { storage } : {}),
    renew: async (refreshToken, signal) => (await sessionCalls()).renew(refreshToken, signal),
  })
  const api = createLazyApiClient({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    getAccessToken: () => session.getSnapshot()?.accessToken || null,
    refreshSession: session.refresh,
  })
  let auth: Promise<AuthActor> | undefined
  return {
    session,
    // xstate stays out of the first screen's code: the actor loads when a screen or a logout needs it.
    auth: () =>
      (auth ??= Promise.all([import('./session/auth-actor'), sessionCalls()]).then(
        ([{ startAuthActor }, calls]) => startAuthActor({ session, calls }),
      )),
    api,
    realtime: createRealtimeLoader(session, baseUrl),
  }
}
