import type { RefreshOutcome } from '../api/client'
import { forgetRenewals, recordRenewal, renewalOf } from './refresh-handoff'
import type { SessionCalls } from './session-calls'
import {
  clearSession,
  readSession,
  sessionFingerprint,
  subscribeSession,
  toStoredSession,
  writeSession,
  writeUser,
  type SessionUser,
  type StoredSession,
} from './session-storage'

/**
 * The app's one session: what is stored, the single-flight token renewal, and who listens. Local
 * storage (SPEC 3's keys) is its only persisted copy; the snapshot is what storage held at the last
 * change, so rendering never reads storage itself.
 */
export interface SessionStore {
  /** The same object until the session changes (React's useSyncExternalStore relies on it). */
  getSnapshot(): StoredSession | null
  /** What a render on the server sees: nobody is signed in. */
  getServerSnapshot(): null
  subscribe(listener: () => void): () => void
  /**
   * Reads storage once and follows it from then on (this tab's writes and the other tabs'). The
   * browser calls it before the first render; until then the store holds no session.
   */
  hydrate(): void
  /** A sign-in or a registration: the session to keep. */
  save(session: StoredSession): void
  /** The server's copy of the user (the profile saved, the user fetched again). */
  updateUser(user: SessionUser): void
  /** A balance the server answered: a purchase, a paid top-up, the user fetched again. */
  setWalletAmount(amount: number): void
  /** Logout: the user data and both tokens go; a renewal in flight is abandoned. */
  clear(): void
  /**
   * Renews the tokens after a 401. Concurrent callers share one renewal, and a Web Lock makes the
   * other tabs wait for it too. 'expired' when the session is over, 'failed' when the refresh call
   * itself failed (network, 5xx) and the session is kept.
   */
  refresh(): Promise<RefreshOutcome>
  /** Calls `listener` when a refused renewal (402) ended the session. */
  onExpired(listener: () => void): () => void
}

/** Web Locks name: one tab at a time may spend the refresh token. */
const REFRESH_LOCK = 'shop-session-refresh'

interface SessionStoreOptions {
  storage?: Storage
  renew: SessionCalls['renew']
}

export function createSessionStore({
  storage = globalThis.localStorage,
  renew,
}: SessionStoreOptions): SessionStore {
  let snapshot: StoredSession | null = null
  let fingerprint: string | undefined
  let hydrated = false
  const listeners = new Set<() => void>()
  const expiryListeners = new Set<() => void>()

  let renewal: Promise<RefreshOutcome> | null = null
  let renewalRequest: AbortController | null = null
  // Counts the sessions that ended; a renewal started under an earlier count is discarded, so a
  // refresh that answers after a logout (here or in another tab) never signs anyone back in.
  let endedSessions = 0

  function follow() {
    const next = sessionFingerprint(storage)
    if (next === fingerprint) return
    fingerprint = next
    const previous = snapshot
    snapshot = readSession(storage)
    if (previous && !snapshot) {
      endedSessions += 1
      renewalRequest?.abort()
    }
    for (const listener of listeners) listener()
  }

  function expire() {
    clearSession(storage)
    void forgetRenewals()
    for (const listener of expiryListeners) listener()
  }

  /** Runs inside the refresh lock: the session the refresh token leads to now, or null if none. */
  async function renewedSession(
    refreshToken: string,
    signal: AbortSignal,
  ): Promise<StoredSession | null> {
    // Another tab already spent this refresh token: use what it got. Spending it again would look
    // like a stolen token to the server and revoke the whole session.
    const handedOver = await renewalOf(refreshToken)
    if (handedOver) return handedOver
    const stored = readSession(storage)
    // Another tab logged out while this one waited for the lock.
    if (!stored) return null
    if (stored.refreshToken && stored.refreshToken !== refreshToken) return stored
    const answer = await renew(refreshToken, signal)
    if (answer.outcome === 'expired') return null
    const session = toStoredSession(answer.session)
    await recordRenewal(refreshToken, session)
    return session
  }

  async function renewOnce(): Promise<RefreshOutcome> {
    // Nothing to renew: the caller's request fails as it is.
    if (!snapshot) return 'expired'
    const { refreshToken } = snapshot
    const startedUnder = endedSessions
    const request = new AbortController()
    renewalRequest = request
    const renewInLock = () => renewedSession(refreshToken, request.signal)
    const locks = globalThis.navigator?.locks
    try {
      const session = await (locks ? locks.request(REFRESH_LOCK, renewInLock) : renewInLock())
      if (endedSessions !== startedUnder) return 'expired'
      if (!session) {
        expire()
        return 'expired'
      }
      writeSession(session, storage)
      return 'refreshed'
    } catch {
      return endedSessions === startedUnder ? 'failed' : 'expired'
    } finally {
      if (renewalRequest === request) renewalRequest = null
    }
  }

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => null,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    hydrate() {
      if (hydrated) return
      hydrated = true
      subscribeSession(follow)
      follow()
    },
    save: (session) => writeSession(session, storage),
    updateUser(user) {
      if (snapshot) writeUser(user, storage)
    },
    setWalletAmount(amount) {
      // Read at the moment of writing: another tab may have stored a newer user since the snapshot.
      const user = readSession(storage)?.user
      if (user && user.walletAmount !== amount)
        writeUser({ ...user, walletAmount: amount }, storage)
    },
    clear() {
      clearSession(storage)
      void forgetRenewals()
    },
    refresh() {
      renewal ??= renewOnce().finally(() => {
        renewal = null
      })
      return renewal
    },
    onExpired(listener) {
      expiryListeners.add(listener)
      return () => {
        expiryListeners.delete(listener)
      }
    },
  }
}
