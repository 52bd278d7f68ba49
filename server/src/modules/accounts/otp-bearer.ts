import type { FastifyRequest } from 'fastify'
import type { OtpPurpose, SmsLanguage } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { requireOtpClaims } from '../../http/request-auth.ts'
import { OTP_RESEND_AFTER_SECONDS, sendOtp } from './otp-codes.ts'

/**
 * The first step of both OTP flows: the code goes out by SMS, and the answer carries the token
 * the second step must bring (requireOtpTokenFor).
 */
export async function sendOtpWithToken(
  deps: ServerDeps,
  otp: { phone: string; purpose: OtpPurpose; language: SmsLanguage },
): Promise<{ token: string; resendAfterSeconds: number }> {
  await deps.db.transaction().execute((trx) => sendOtp(trx, deps, otp))
  // After the commit: the dispatcher only sees committed messages, and the gateway call never
  // holds the transaction open.
  deps.sms.kick()
  return { token: await deps.otpTokens.issue(otp), resendAfterSeconds: OTP_RESEND_AFTER_SECONDS }
}

/**
 * The OTP token must have been issued for this step and this phone: a registration token cannot
 * reset a password, and a token for one phone cannot act for another.
 */
export function requireOtpTokenFor(
  request: FastifyRequest,
  purpose: OtpPurpose,
  phone: string,
): void {
  const claims = requireOtpClaims(request)
  if (claims.purpose !== purpose) {
    throw new ApiError(401, 'UNAUTHORIZED', 'The token was issued for another step')
  }
  if (claims.phone !== phone) {
    throw new ApiError(400, 'INVALID_USERNAME', 'The token was issued for another phone number')
  }
}
