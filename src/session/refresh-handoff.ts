import type { StoredSession } from './session-storage'

/**
 * What one tab's token renewal leaves for the others: the refresh token it spent and the session it
 * got. Kept in IndexedDB because its commits are seen at once by every tab of the origin, while
 * local storage reaches other tabs a little later: a tab that takes the refresh lock right after
 * another must not read the spent token there and spend it again (the server would take that for a
 * stolen token and revoke the session).
 */
const DATABASE = 'shop-session'
const STORE = 'renewals'
const KEY = 'latest'

interface Renewal {
  spent: string
  session: StoredSession
}

function openDatabase(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'))
  })
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const opening = openDatabase()
  if (!opening) return undefined
  const database = await opening
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
    })
  } finally {
    database.close()
  }
}

/** The session another tab got by spending `refreshToken`, if one did. */
export async function renewalOf(refreshToken: string): Promise<StoredSession | null> {
  const renewal = await run<Renewal | undefined>('readonly', (store) => store.get(KEY)).catch(
    () => undefined,
  )
  return renewal?.spent === refreshToken ? renewal.session : null
}

/** Records a renewal before the refresh lock is released. */
export async function recordRenewal(spent: string, session: StoredSession): Promise<void> {
  await run('readwrite', (store) => store.put({ spent, session } satisfies Renewal, KEY)).catch(
    () => undefined,
  )
}

/** Logout: nothing of the session may stay behind. */
export async function forgetRenewals(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY)).catch(() => undefined)
}
