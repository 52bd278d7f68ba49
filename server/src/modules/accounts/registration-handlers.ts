import type { ServerDeps } from '../../deps.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { ApiError } from '../../http/api-error.ts'
import { withRateLimit, type Handlers } from '../../http/operations.ts'
import { authSessionBody } from './auth-session.ts'
import { createCustomer, USER_NAME_UNIQUE } from './customer-accounts.ts'
import { requireOtpTokenFor } from './otp-bearer.ts'
import {
  consumeOtp,
  otpRefusalError,
  OTP_RESEND_AFTER_SECONDS,
  sendOtp,
  type OtpRefusal,
} from './otp-codes.ts'
import type { AuthSession } from './auth-session.ts'
import { perIp, type AccountRateLimits } from './rate-limits.ts'

type RegistrationHandlers = Pick<Handlers, 'requestRegisterOtp' | 'verifyRegisterCreateCustomer'>

export function registrationHandlers(
  deps: ServerDeps,
  rateLimits: AccountRateLimits,
): RegistrationHandlers {
  const { db, sessions, otpTokens, passwords } = deps

  const phoneHasAccount = async (phone: string) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', phone)
      .executeTakeFirst()) !== undefined

  return {
    requestRegisterOtp: withRateLimit(async (request) => {
      const { phone } = request.body
      if (await phoneHasAccount(phone)) throw new ApiError(409, 'USER_IS_READY')
      await db.transaction().execute((trx) => sendOtp(trx, deps, { phone, purpose: 'REGISTER' }))
      return {
        token: await otpTokens.issue({ phone, purpose: 'REGISTER' }),
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
      }
    }, perIp(rateLimits.otpRequest)),

    async verifyRegisterCreateCustomer(request) {
      const { userName, password, fullName, code } = request.body
      requireOtpTokenFor(request, 'REGISTER', userName)
      // Checked before the code so a taken phone does not cost the customer an attempt.
      if (await phoneHasAccount(userName)) throw new ApiError(409, 'USER_IS_READY')
      // Hashing is slow on purpose: done before the transaction, so no row lock waits for it.
      const passwordHash = await passwords.hash(password)
      const outcome = await db
        .transaction()
        .execute(async (trx): Promise<{ refusal: OtpRefusal } | { body: AuthSession }> => {
          const refusal = await consumeOtp(trx, deps, {
            phone: userName,
            purpose: 'REGISTER',
            code,
          })
          if (refusal) return { refusal }
          const userId = await createCustomer(trx, {
            userName,
            fullName: fullName.trim() || userName,
            passwordHash,
          })
          return { body: await authSessionBody(trx, await sessions.issueSession(userId, trx)) }
        })
        .catch((error: unknown) => {
          // Another registration of this phone committed first; this one rolled back whole.
          if (isUniqueViolation(error, USER_NAME_UNIQUE)) throw new ApiError(409, 'USER_IS_READY')
          throw error
        })
      if ('refusal' in outcome) throw otpRefusalError(outcome.refusal)
      return outcome.body
    },
  }
}
