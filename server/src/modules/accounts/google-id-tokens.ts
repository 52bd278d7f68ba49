import { createRemoteJWKSet, errors, jwtVerify } from 'jose'
import type { Clock } from '../../clock.ts'

export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string
  email: string
  name: string | null
}

/** The verified identity, or null for a token that is not a valid Google ID token for this app. */
export type VerifyGoogleIdToken = (idToken: string) => Promise<GoogleIdentity | null>

// Google signs ID tokens with either spelling of its issuer.
const googleIssuers = ['accounts.google.com', 'https://accounts.google.com']

/**
 * Checks the signature against Google's published keys (fetched and cached by jose), then the
 * issuer, the audience (this app's client id), the expiry and that Google verified the email.
 */
export function createGoogleIdTokenVerifier(options: {
  jwksUrl: string
  clientId: string
  clock: Clock
}): VerifyGoogleIdToken {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl))
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: googleIssuers,
        audience: options.clientId,
        currentDate: options.clock.now(),
        requiredClaims: ['sub', 'email', 'exp', 'iat'],
      })
      const { sub, email, name } = payload
      if (typeof sub !== 'string' || typeof email !== 'string' || payload.email_verified !== true) {
        return null
      }
      return {
        sub,
        email,
        name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
      }
    } catch (error) {
      if (isKeySetUnavailable(error)) throw error
      if (error instanceof errors.JOSEError) return null
      throw error
    }
  }
}

/**
 * Google's key set could not be fetched or read: the server's failure, not a bad token, so it must
 * not be answered as one. jose throws its bare base class only for an unreadable key set response;
 * a failed fetch is not a JOSEError at all.
 */
function isKeySetUnavailable(error: unknown): boolean {
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    (error instanceof errors.JOSEError && error.constructor === errors.JOSEError)
  )
}
