import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import type { AuthUser } from '../../security/authenticate.ts'
import { findUser, getUserOrThrow } from './user-view.ts'

type UserHandlers = Pick<Handlers, 'getUser' | 'updateUser' | 'changePassword'>

/** Customers act on their own account only; the ADMIN role may read any. */
function requireSelf(caller: AuthUser, userId: string, { adminMayRead = false } = {}) {
  if (caller.id === userId) return
  if (adminMayRead && caller.role === 'ADMIN') return
  throw new ApiError(403, 'FORBIDDEN')
}

export function userHandlers({ db, clock, passwords }: ServerDeps): UserHandlers {
  return {
    async getUser(request) {
      const { id } = request.params
      requireSelf(requireUser(request), id, { adminMayRead: true })
      const user = await findUser(db, id)
      if (!user) throw new ApiError(404, 'NOT_FOUND')
      return { data: user }
    },

    async updateUser(request) {
      const caller = requireUser(request)
      const { id } = request.params
      requireSelf(caller, id)
      const { image, fullName, email } = request.body
      if (image !== undefined) {
        // Only a picture this user uploaded and that arrived: no pointing at someone else's file.
        const upload = await db
          .selectFrom('uploads')
          .select('file_name')
          .where('file_name', '=', image)
          .where('user_id', '=', caller.id)
          .where('stored_at', 'is not', null)
          .executeTakeFirst()
        if (!upload) throw new ApiError(400, 'INVALID_REQUEST', 'No such uploaded picture')
      }
      await db
        .updateTable('users')
        .set({
          ...(image !== undefined && { image }),
          ...(fullName !== undefined && { full_name: fullName.trim() || fullName }),
          ...(email !== undefined && { email }),
        })
        .where('id', '=', id)
        .execute()
      return { data: await getUserOrThrow(db, id) }
    },

    async changePassword(request) {
      const caller = requireUser(request)
      const { id } = request.params
      requireSelf(caller, id)
      const { oldPassword, newPassword } = request.body
      const { password_hash: oldHash } = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      // A Google-only account has no password, so no old one can match.
      if (!(await passwords.verify(oldHash, oldPassword))) {
        throw new ApiError(400, 'INVALID_OLD_PASSWORD')
      }
      const passwordHash = await passwords.hash(newPassword)
      const changed = await db.transaction().execute(async (trx) => {
        // Conditional on the hash just verified: when two changes race, the second is refused
        // rather than replacing a password its caller never knew.
        const updated = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', id)
          .where('password_hash', '=', oldHash)
          .executeTakeFirst()
        if (updated.numUpdatedRows === 0n) return false
        // The other devices must sign in again; this one keeps its session.
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: clock.now() })
          .where('user_id', '=', id)
          .where('family_id', '!=', caller.sessionId)
          .where('revoked_at', 'is', null)
          .execute()
        return true
      })
      if (!changed) throw new ApiError(400, 'INVALID_OLD_PASSWORD')
      return { message: 'SUCCESS' }
    },
  }
}
