import type { components } from '../../contract/schema'

/** SPEC 3: what the shop keeps in local storage. */
export const STORAGE_KEYS = {
  games: 'games',
  user: 'user',
  refreshToken: 'refreshToken',
  accessToken: 'webAccessToken',
} as const

const sessionKeys: readonly string[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.accessToken,
]

type User = components['schemas']['User']

/**
 * The signed-in user as SPEC 3 keeps it: the API's `User` without its status, an absent email or
 * picture left out, and no balance in a copy an older version stored.
 */
export type SessionUser = Omit<User, 'status' | 'email' | 'image' | 'walletAmount'> & {
  email?: string
  image?: string
  walletAmount?: User['walletAmount']
}

/** The user as the API answers it, reduced to what the shop keeps (absent email/picture left out). */
export function toSessionUser(user: User | StoredUser): SessionUser {
  return {
    _id: user._id,
    userName: user.userName,
    fullName: user.fullName,
    role: user.role,
    walletId: user.walletId,
    ...(user.walletAmount === undefined ? {} : { walletAmount: user.walletAmount }),
    ...(user.email ? { email: user.email } : {}),
    ...(user.image ? { image: user.image } : {}),
  }
}

export interface StoredSession {
  user: SessionUser
  /** '' when absent (a Google sign-in stores no refresh token). */
  accessToken: string
  refreshToken: string
}

/** A session as the sign-in, registration and refresh calls answer it, in the shape it is stored. */
export function toStoredSession(session: components['schemas']['AuthSession']): StoredSession {
  return {
    user: toSessionUser(session.data),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  }
}

/**
 * The signed-in session, or null. As in SPEC 4 the user data decides whether someone is signed in;
 * anything unreadable (hand-edited, written by an older version, `{}`) counts as signed out.
 */
export function readSession(storage: Storage = localStorage): StoredSession | null {
  const user = parseUser(storage.getItem(STORAGE_KEYS.user))
  if (!user) return null
  return {
    user,
    accessToken: storage.getItem(STORAGE_KEYS.accessToken) ?? '',
    refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) ?? '',
  }
}

/** The raw stored values: it changes exactly when the session does, and costs no JSON parsing. */
export function sessionFingerprint(storage: Storage = localStorage): string {
  return sessionKeys.map((key) => storage.getItem(key) ?? '').join('\u0000')
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  // Only the known fields are kept: anything else in the stored object is left behind.
  return isStoredUser(json) ? toSessionUser(json) : null
}

/** The user as stored by this version or an older one, before the nulls are dropped. */
type StoredUser = Omit<SessionUser, 'email' | 'image'> & {
  email?: string | null
  image?: string | null
}

// Checked by hand rather than with valibot, which would add its code to the first screen's
// download (docs/performance.md). The backend sends null for an absent email or picture.
function isStoredUser(json: unknown): json is StoredUser {
  const user = json as Record<string, unknown> | null
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user._id === 'string' &&
    user._id !== '' &&
    typeof user.userName === 'string' &&
    typeof user.fullName === 'string' &&
    isStringOrAbsent(user.email) &&
    isStringOrAbsent(user.image) &&
    (user.role === 'CUSTOMER' || user.role === 'ADMIN') &&
    typeof user.walletId === 'string' &&
    (user.walletAmount === undefined || typeof user.walletAmount === 'number')
  )
}

function isStringOrAbsent(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string'
}

export function writeSession(session: StoredSession, storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user))
  setOrRemove(storage, STORAGE_KEYS.accessToken, session.accessToken)
  setOrRemove(storage, STORAGE_KEYS.refreshToken, session.refreshToken)
  notifySameTab()
}

/**
 * The user alone (a saved profile, a new balance): the tokens are left as they are, so a renewal
 * another tab just stored is never overwritten with older tokens.
 */
export function writeUser(user: SessionUser, storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
  notifySameTab()
}

function setOrRemove(storage: Storage, key: string, value: string) {
  if (value) storage.setItem(key, value)
  else storage.removeItem(key)
}

/** Logout: the user data and both tokens go; the cached games list stays (it is public). */
export function clearSession(storage: Storage = localStorage) {
  for (const key of sessionKeys) storage.removeItem(key)
  notifySameTab()
}

const sameTabListeners = new Set<() => void>()

function notifySameTab() {
  for (const listener of sameTabListeners) listener()
}

/**
 * Calls `listener` after every change of the session: in this tab through write/clear, in another
 * tab through the `storage` event (which the browser fires only in the other tabs).
 */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared all of local storage.
    if (event.key === null || sessionKeys.includes(event.key)) listener()
  }
  sameTabListeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    sameTabListeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
