import { SignJWT, jwtVerify } from 'jose'
import type { Clock } from '../clock.ts'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

const issuer = 'game-topup-shop'
const audience = 'api'
// RFC 9068's type for access tokens; the OTP tokens use another, so one cannot pass for the other.
const tokenType = 'at+jwt'

export interface AccessTokenClaims {
  userId: string
  /** The refresh-token family the token was issued for: revoking it ends the access token too. */
  sessionId: string
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>
  /** The claims, or null for anything not issued by this server and still valid. */
  verify(token: string): Promise<AccessTokenClaims | null>
}

export function createAccessTokens(key: Uint8Array, clock: Clock): AccessTokens {
  return {
    async issue({ userId, sessionId }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000)
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: tokenType })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key)
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) }
    },

    async verify(token) {
      try {
        // `algorithms` pins HS256: "none" and every asymmetric algorithm are refused before any check.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          typ: tokenType,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
        return { userId: payload.sub, sessionId: payload.sid }
      } catch {
        return null
      }
    },
  }
}
