import type { FastifyRequest } from 'fastify'
import type { OtpPurpose } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'
import { requireOtpClaims } from '../../http/request-auth.ts'

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
