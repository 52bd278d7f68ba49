import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { findUser, toDevUser } from './user-view.ts'

type DevAccountHandlers = Pick<Handlers, 'devGetOutbox' | 'devListUsers' | 'devSetUserStatus'>

/** The /dev operations of accounts; the contract drops them when NODE_ENV=production. */
export function devAccountHandlers({ db, sessions, realtime }: ServerDeps): DevAccountHandlers {
  return {
    async devGetOutbox(request) {
      const { phone } = request.params
      const sms = await db
        .selectFrom('sms_outbox')
        .select(['phone', 'code', 'sent_at'])
        .where('phone', '=', phone)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!sms) throw new ApiError(404, 'NOT_FOUND', 'No code was sent to this phone')
      return { phone: sms.phone, code: sms.code, sentAt: sms.sent_at.toISOString() }
    },

    async devListUsers() {
      const rows = await db
        .selectFrom('users')
        .leftJoin('wallets', 'wallets.user_id', 'users.id')
        .select([
          'users.id',
          'users.user_name',
          'users.full_name',
          'users.role',
          'users.status',
          'wallets.balance',
        ])
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id')
        .execute()
      return {
        data: rows.map((row) => ({
          _id: row.id,
          userName: row.user_name,
          fullName: row.full_name,
          role: row.role,
          status: row.status,
          walletAmount: row.balance ?? 0,
        })),
      }
    },

    async devSetUserStatus(request) {
      const { id } = request.params
      const { status } = request.body
      const user = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set({ status })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst()
        if (!updated) return undefined
        // Suspension ends the sessions too; the bearer check already refuses a suspended account.
        if (status === 'SUSPENDED') await sessions.revokeAllForUser(id, trx)
        return findUser(trx, id)
      })
      if (!user) throw new ApiError(404, 'NOT_FOUND')
      if (status === 'SUSPENDED') realtime.disconnectUser(id)
      return toDevUser(user)
    },
  }
}
