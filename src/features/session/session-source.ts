import type { RefreshOutcome } from '../../api/client'
import type { AuthActor } from './auth-actor'
import {
  clearSession,
  readSession,
  sessionFingerprint,
  subscribeSession,
  type StoredSession,
} from './session-storage'

/**
 * Where the app reads and steers the session: the router's guards, the React hook, the API client
 * and the realtime socket all go through this one interface. Reading has the shape of an XState
 * actor (getSnapshot/subscribe) and answers at once from storage, so the first screen never waits
 * for the auth machine to load.
 */
export interface SessionSource {
  /** The same object until the session changes (React's useSyncExternalStore relies on it). */
  getSnapshot(): StoredSession | null
  subscribe(listener: () => void): () => void
  /** The auth actor, for screens that follow its states (signing in, its errors). */
  auth(): Promise<AuthActor>
  /** Logout: the user data and both tokens are cleared. */
  signOut(): Promise<void>
  /** Registration signed the customer in with this session. */
  establish(session: StoredSession): Promise<void>
  /** The profile was saved: the server's copy of the user replaces the stored one. */
  updateUser(user: StoredSession['user']): Promise<void>
  /** Fetches the signed-in user again (the wallet balance with it) and stores it. */
  refreshUser(): Promise<void>
  /** Renews the tokens after a 401; concurrent callers share one renewal. */
  refreshSession(): Promise<RefreshOutcome>
}

/** The parts of a session source that read local storage; the rest is the auth actor's. */
export function createStoredSessionReader(storage: Storage = localStorage) {
  let cachedKey: string | undefined
  let cached: StoredSession | null = null

  return {
    getSnapshot(): StoredSession | null {
      const key = sessionFingerprint(storage)
      if (key !== cachedKey) {
        cachedKey = key
        cached = readSession(storage)
      }
      return cached
    },
    subscribe: subscribeSession,
    clear: () => clearSession(storage),
  }
}
