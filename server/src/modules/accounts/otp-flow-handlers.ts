import type { ServerDeps } from '../../deps.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { ApiError } from '../../http/api-error.ts'
import { smsLanguageOf } from '../../sms/otp-text.ts'
import { withRateLimit, type Handlers } from '../../http/operations.ts'
import { authSessionBody, type AuthSession } from './auth-session.ts'
import { accountIdOf, createCustomer, USER_NAME_UNIQUE } from './customer-accounts.ts'
import { requireOtpTokenFor, sendOtpWithToken } from './otp-bearer.ts'
import { consumeOtp, otpRefusalError, type OtpRefusal } from './otp-codes.ts'
import { perIp, type AccountRateLimits } from './rate-limits.ts'

type OtpFlowHandlers = Pick<
  Handlers,
  | 'requestRegisterOtp'
  | 'verifyRegisterCreateCustomer'
  | 'requestPasswordResetOtp'
  | 'verifyPasswordResetOtp'
>

/**
 * The two flows a code sent by SMS opens: registration (a phone without an account) and password
 * reset (a phone with one). Each asks for a code, then verifies it with the token the first step
 * answered.
 */
export function otpFlowHandlers(deps: ServerDeps, rateLimits: AccountRateLimits): OtpFlowHandlers {
  const { db, sessions, passwords } = deps

  return {
    requestRegisterOtp: withRateLimit(async (request) => {
      const { phone, language } = request.body
      if (await accountIdOf(db, phone)) throw new ApiError(409, 'USER_IS_READY')
      return sendOtpWithToken(deps, {
        phone,
        purpose: 'REGISTER',
        language: smsLanguageOf(language, request.headers['accept-language']),
      })
    }, perIp(rateLimits.otpRequest)),

    async verifyRegisterCreateCustomer(request) {
      const { userName, password, fullName, code } = request.body
      requireOtpTokenFor(request, 'REGISTER', userName)
      // Checked before the code so a taken phone does not cost the customer an attempt.
      if (await accountIdOf(db, userName)) throw new ApiError(409, 'USER_IS_READY')
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

    requestPasswordResetOtp: withRateLimit(async (request) => {
      const { phone, language } = request.body
      if (!(await accountIdOf(db, phone))) throw new ApiError(400, 'INVALID_USERNAME')
      return sendOtpWithToken(deps, {
        phone,
        purpose: 'RESET',
        language: smsLanguageOf(language, request.headers['accept-language']),
      })
    }, perIp(rateLimits.otpRequest)),

    async verifyPasswordResetOtp(request) {
      const { userName, code, password } = request.body
      requireOtpTokenFor(request, 'RESET', userName)
      const accountId = await accountIdOf(db, userName)
      if (!accountId) throw new ApiError(400, 'INVALID_USERNAME')
      // Hashing is slow on purpose: done before the transaction, so no row lock waits for it.
      const passwordHash = await passwords.hash(password)
      const refusal = await db.transaction().execute(async (trx) => {
        const refused = await consumeOtp(trx, deps, { phone: userName, purpose: 'RESET', code })
        if (refused) return refused
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', accountId)
          .execute()
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAllForUser(accountId, trx)
        return null
      })
      // Thrown after the commit, so a wrong code still counts as an attempt.
      if (refusal) throw otpRefusalError(refusal)
      return { message: 'SUCCESS' }
    },
  }
}
