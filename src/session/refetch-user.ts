import type { ApiClient } from '../api/client'
import type { SessionStore } from './session-store'
import { toSessionUser } from './session-storage'

/**
 * Fetches the signed-in user again and keeps the server's copy, the balance with it: for when live
 * events may have been missed (a reconnect). An answer that arrives for another user than the one
 * signed in by then is dropped. A balance a live event brought while the request was on its way
 * stays: the server may have read the wallet before that payment, and any later change sends an
 * event of its own.
 */
export async function refetchUser(api: ApiClient, session: SessionStore): Promise<void> {
  const asked = session.getSnapshot()?.user
  if (!asked) return
  const { data } = await api.GET('/api/v1/user/{id}', { params: { path: { id: asked._id } } })
  const now = session.getSnapshot()?.user
  if (!data || now?._id !== asked._id) return
  const fetched = toSessionUser(data.data)
  session.updateUser(
    now.walletAmount === asked.walletAmount
      ? fetched
      : { ...fetched, walletAmount: now.walletAmount },
  )
}
