import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { withRateLimit, type Handlers } from '../../http/operations.ts'
import { requireOtpTokenFor } from './otp-bearer.ts'
import { consumeOtp, otpRefusalError, OTP_RESEND_AFTER_SECONDS, sendOtp } from './otp-codes.ts'
import { perIp, type AccountRateLimits } from './rate-limits.ts'

type PasswordResetHandlers = Pick<Handlers, 'requestPasswordResetOtp' | 'verifyPasswordResetOtp'>

export function passwordResetHandlers(
  deps: ServerDeps,
  rateLimits: AccountRateLimits,
): PasswordResetHandlers {
  const { db, sessions, otpTokens, passwords } = deps

  const accountOf = (phone: string) =>
    db.selectFrom('users').select('id').where('user_name', '=', phone).executeTakeFirst()

  return {
    requestPasswordResetOtp: withRateLimit(async (request) => {
      const { phone } = request.body
      if (!(await accountOf(phone))) throw new ApiError(400, 'INVALID_USERNAME')
      await db.transaction().execute((trx) => sendOtp(trx, deps, { phone, purpose: 'RESET' }))
      return {
        token: await otpTokens.issue({ phone, purpose: 'RESET' }),
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      }
    }, perIp(rateLimits.otpRequest)),

    async verifyPasswordResetOtp(request) {
      const { userName, code, password } = request.body
      requireOtpTokenFor(request, 'RESET', userName)
      const account = await accountOf(userName)
      if (!account) throw new ApiError(400, 'INVALID_USERNAME')
      // Hashing is slow on purpose: done before the transaction, so no row lock waits for it.
      const passwordHash = await passwords.hash(password)
      const refusal = await db.transaction().execute(async (trx) => {
        const refused = await consumeOtp(trx, deps, { phone: userName, purpose: 'RESET', code })
        if (refused) return refused
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', account.id)
          .execute()
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAllForUser(account.id, trx)
        return null
      })
      // Thrown after the commit, so a wrong code still counts as an attempt.
      if (refusal) throw otpRefusalError(refusal)
      return { message: 'SUCCESS' }
    },
  }
}
