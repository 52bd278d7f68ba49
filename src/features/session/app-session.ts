import type { ApiClient } from '../../api/client'
import { createSessionRefresher } from '../../api/session-refresher'
import type { SessionSource } from './session-source'
import { createStoredSessionReader } from './session-source'
import { toSessionUser, writeSession } from './session-storage'

interface AppSessionOptions {
  storage?: Storage
  /** The app's client, read lazily: it is built from this session. */
  api: () => ApiClient
  /** Posts {token} to the refresh endpoint through a client that never refreshes itself. */
  requestRefresh: Parameters<typeof createSessionRefresher>[0]['requestRefresh']
}

/** The session of the running app, kept in local storage. */
export function createAppSession({
  storage = localStorage,
  api,
  requestRefresh,
}: AppSessionOptions): SessionSource {
  const reader = createStoredSessionReader(storage)
  const refresher = createSessionRefresher({
    requestRefresh,
    readRefreshToken: () => reader.getSnapshot()?.refreshToken || null,
    saveSession: ({ accessToken, refreshToken, data }) =>
      writeSession({ accessToken, refreshToken, user: toSessionUser(data) }, storage),
    endSession: reader.clear,
  })

  return {
    getSnapshot: reader.getSnapshot,
    subscribe: reader.subscribe,
    signOut: reader.clear,
    refreshSession: refresher.refresh,
    async refreshUser() {
      const before = reader.getSnapshot()
      if (!before) return
      const { data } = await api().GET('/api/v1/user/{id}', {
        params: { path: { id: before.user._id } },
      })
      // Whoever signed out or in meanwhile keeps their session.
      const now = reader.getSnapshot()
      if (!data || now?.user._id !== before.user._id) return
      writeSession({ ...now, user: toSessionUser(data.data) }, storage)
    },
  }
}
