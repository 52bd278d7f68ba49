import type { SessionStore } from '../session/session-store'
import type { RealtimeConnection } from './realtime-connection'

/** Opens the app's one socket on first use; socket.io stays out of the first screen's code. */
export type RealtimeLoader = () => Promise<RealtimeConnection>

export function createRealtimeLoader(session: SessionStore, baseUrl: string): RealtimeLoader {
  let connection: Promise<RealtimeConnection> | null = null
  return () =>
    (connection ??= import('./realtime-connection').then(({ openRealtimeConnection }) =>
      openRealtimeConnection({ baseUrl, session }),
    ))
}
