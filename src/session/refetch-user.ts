import type { ApiClient } from '../api/client'
import type { SessionStore } from './session-store'
import { toSessionUser } from './session-storage'

/**
 * Fetches the signed-in user again and keeps the server's copy, the balance with it: for when live
 * events may have been missed (a reconnect). An answer that arrives for another user than the one
 * signed in by then is dropped.
 */
export async function refetchUser(api: ApiClient, session: SessionStore): Promise<void> {
  const userId = session.getSnapshot()?.user._id
  if (!userId) return
  const { data } = await api.GET('/api/v1/user/{id}', { params: { path: { id: userId } } })
  if (data && session.getSnapshot()?.user._id === userId) {
    session.updateUser(toSessionUser(data.data))
  }
}
