import type { SessionSource } from '../features/session/session-source'
import type { RealtimeConnection } from './realtime-connection'

/** Opens the app's one socket on first use; socket.io stays out of the first screen's code. */
export type RealtimeLoader = () => Promise<RealtimeConnection>

export function createRealtimeLoader(session: SessionSource, baseUrl: string): RealtimeLoader {
  let connection: Promise<RealtimeConnection> | null = null
  return () =>
    (connection ??= import('./realtime-connection').then(({ openRealtimeConnection }) =>
      openRealtimeConnection({
        baseUrl,
        getAccessToken: () => session.getSnapshot()?.accessToken || null,
        getUserId: () => session.getSnapshot()?.user._id ?? null,
        subscribeSession: session.subscribe,
        refreshSession: session.refreshSession,
      }),
    ))
}
