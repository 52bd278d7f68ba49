import {
  clearSession,
  readSession,
  sessionFingerprint,
  subscribeSession,
  type StoredSession,
} from './session-storage'

/**
 * Where the app reads the session from: the router's guards, the React hook and the API client all
 * go through this one interface. It has the shape of an XState actor (getSnapshot/subscribe), so
 * the auth machine can take over without changing its readers.
 */
export interface SessionSource {
  /** The same object until the session changes (React's useSyncExternalStore relies on it). */
  getSnapshot(): StoredSession | null
  subscribe(listener: () => void): () => void
  signOut(): void
}

export function createStorageSessionSource(storage: Storage = localStorage): SessionSource {
  let cachedKey: string | undefined
  let cached: StoredSession | null = null

  return {
    getSnapshot() {
      const key = sessionFingerprint(storage)
      if (key !== cachedKey) {
        cachedKey = key
        cached = readSession(storage)
      }
      return cached
    },
    subscribe: subscribeSession,
    signOut: () => clearSession(storage),
  }
}
