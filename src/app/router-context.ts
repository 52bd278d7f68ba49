import type { ApiClient } from '../api/client'
import type { SessionSource } from '../features/session/session-source'
import type { RealtimeLoader } from '../realtime/realtime-loader'

/** What every route's beforeLoad can read: guards decide from the live session, never a copy. */
export interface RouterContext {
  session: SessionSource
  /** The typed client for loaders and feature actors; it renews the session by itself. */
  api: ApiClient
  /** The app's one socket, opened on first use. */
  realtime: RealtimeLoader
}
