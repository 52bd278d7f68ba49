import type { Database } from '../../db/database.ts'
import type { UserStatus } from '../../db/tables.ts'
import type { Realtime } from '../../realtime/realtime.ts'
import type { Sessions } from '../../security/sessions.ts'

/**
 * Suspends or reactivates an account inside the caller's transaction. Suspension also revokes every
 * session (the bearer check already refuses a suspended account). Answers the account's phone, or
 * undefined when there is no such user.
 */
export async function setAccountStatus(
  trx: Database,
  sessions: Sessions,
  { userId, status }: { userId: string; status: UserStatus },
): Promise<{ phone: string } | undefined> {
  const updated = await trx
    .updateTable('users')
    .set({ status })
    .where('id', '=', userId)
    .returning('user_name')
    .executeTakeFirst()
  if (!updated) return undefined
  if (status === 'SUSPENDED') await sessions.revokeAllForUser(userId, trx)
  return { phone: updated.user_name }
}

/** After the commit: a suspended account's open sockets are dropped at once. */
export function afterStatusChange(realtime: Realtime, userId: string, status: UserStatus): void {
  if (status === 'SUSPENDED') realtime.disconnectUser(userId)
}
