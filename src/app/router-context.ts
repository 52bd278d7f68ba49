import type { ApiClient } from '../api/client'
import type { SessionSource } from '../features/session/session-source'

/** What every route's beforeLoad can read: guards decide from the live session, never a copy. */
export interface RouterContext {
  session: SessionSource
  /** The typed client for loaders and feature actors; it renews the session by itself. */
  api: ApiClient
}
