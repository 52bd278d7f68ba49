import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { findUser, toDevUser } from './user-view.ts'

type DevAccountHandlers = Pick<Handlers, 'devGetOutbox' | 'devListUsers' | 'devSetUserStatus'>

/** The dev helpers of DECISIONS: what the SMS would have said, and the operator's account switch. */
export function devAccountHandlers({ db, sessions }: ServerDeps): DevAccountHandlers {
  return {
    async devGetOutbox(request) {
      const { phone } = request.params
      const last = await db
        .selectFrom('sms_outbox')
        .select(['phone', 'code', 'sent_at'])
        .where('phone', '=', phone)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!last) throw new ApiError(404, 'NOT_FOUND')
      return { phone: last.phone, code: last.code, sentAt: last.sent_at.toISOString() }
    },

    async devListUsers() {
      const ids = await db.selectFrom('users').select('id').orderBy('created_at').execute()
      const users = await Promise.all(ids.map(({ id }) => findUser(db, id)))
      return { data: users.flatMap((user) => (user ? [toDevUser(user)] : [])) }
    },

    async devSetUserStatus(request) {
      const { id } = request.params
      const { status } = request.body
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set({ status })
          .where('id', '=', id)
          .executeTakeFirst()
        if (updated.numUpdatedRows === 0n) throw new ApiError(404, 'NOT_FOUND')
        // A suspension ends every session at once (the bearer check also reads the status).
        if (status === 'SUSPENDED') await sessions.revokeAllForUser(id, trx)
      })
      const user = await findUser(db, id)
      if (!user) throw new ApiError(404, 'NOT_FOUND')
      return toDevUser(user)
    },
  }
}
