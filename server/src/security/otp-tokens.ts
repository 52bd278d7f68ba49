import { SignJWT, jwtVerify } from 'jose'
import type { Clock } from '../clock.ts'
import type { OtpPurpose } from '../db/tables.ts'

// Longer than an OTP's own 5 minutes, so a late code is answered OTP_EXPIRED by the OTP rules
// rather than a bare 401 from an expired token.
export const OTP_TOKEN_TTL_SECONDS = 30 * 60

const issuer = 'game-topup-shop'
const audience = 'otp'
const tokenType = 'otp+jwt'

export interface OtpTokenClaims {
  phone: string
  purpose: OtpPurpose
}

/**
 * The token register-otp and forget-password-otp answer, carried as Bearer by the step that
 * completes them (the `otpBearer` scheme). It names the phone and purpose it was issued for.
 */
export interface OtpTokens {
  issue(claims: OtpTokenClaims): Promise<string>
  verify(token: string): Promise<OtpTokenClaims | null>
}

export function createOtpTokens(key: Uint8Array, clock: Clock): OtpTokens {
  return {
    async issue({ phone, purpose }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({ phone, purpose })
        .setProtectedHeader({ alg: 'HS256', typ: tokenType })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + OTP_TOKEN_TTL_SECONDS)
        .sign(key)
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          typ: tokenType,
          currentDate: clock.now(),
          requiredClaims: ['exp', 'iat'],
        })
        const { phone, purpose } = payload
        if (typeof phone !== 'string' || (purpose !== 'REGISTER' && purpose !== 'RESET'))
          return null
        return { phone, purpose }
      } catch {
        return null
      }
    },
  }
}
