import type { FastifyRequest, FastifySchema, preValidationAsyncHookHandler } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Authenticate, AuthUser } from '../security/authenticate.ts'
import { bankSignatureProblem, type SignatureProblem } from '../security/bank-signature.ts'
import type { OtpTokenClaims, OtpTokens } from '../security/otp-tokens.ts'
import { ApiError } from './api-error.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler. */
    authUser: AuthUser | null
    /** Set by the otpBearer security handler. */
    otpClaims: OtpTokenClaims | null
  }
}

/** The caller of an operation secured by `bearerAuth` in openapi.yaml. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new ApiError(401, 'UNAUTHORIZED')
  return request.authUser
}

/** The caller of an operator operation: a signed-in ADMIN; a customer is refused with 403. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request)
  if (user.role !== 'ADMIN') throw new ApiError(403, 'FORBIDDEN', 'For operators only')
  return user
}

/**
 * The check of `x-required-role` on an operation of openapi.yaml, undefined when it names none. It
 * runs before validation, after the operation's bearerAuth, so a customer calling an operator
 * operation is refused 403 whatever the body, and learns nothing of what a valid one looks like.
 * Only operators have a role an operation can require.
 */
export function requiredRoleCheck(
  schema: FastifySchema | undefined,
): preValidationAsyncHookHandler | undefined {
  const role = (schema as { 'x-required-role'?: unknown } | undefined)?.['x-required-role']
  if (role === undefined) return undefined
  if (role !== 'ADMIN') throw new Error(`x-required-role must be ADMIN, not ${String(role)}`)
  return async (request) => {
    requireAdmin(request)
  }
}

/** The phone and purpose of the OTP token on an operation secured by `otpBearer`. */
export function requireOtpClaims(request: FastifyRequest): OtpTokenClaims {
  if (!request.otpClaims) throw new ApiError(401, 'UNAUTHORIZED')
  return request.otpClaims
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? null
}

const signatureRefusals: Record<SignatureProblem, string> = {
  missing: 'x-bank-timestamp and x-bank-signature are required',
  stale: 'x-bank-timestamp is more than 5 minutes off',
  forged: 'x-bank-signature does not match',
}

/** The handlers for the security schemes of openapi.yaml, keyed by scheme name. */
export function createSecurityHandlers({
  authenticate,
  otpTokens,
  bankWebhookSecret,
  clock,
}: {
  authenticate: Authenticate
  otpTokens: OtpTokens
  bankWebhookSecret: string
  clock: Clock
}) {
  return {
    /** A bank's payment notice: signed over its raw body, and fresh (security/bank-signature.ts). */
    async bankSignature(request: FastifyRequest): Promise<void> {
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      const problem = bankSignatureProblem(bankWebhookSecret, clock, {
        timestamp: header('x-bank-timestamp'),
        signature: header('x-bank-signature'),
        rawBody: request.rawBody,
      })
      if (problem) throw new ApiError(401, 'UNAUTHORIZED', signatureRefusals[problem])
    },

    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request)
      if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'A bearer access token is required')
      const user = await authenticate(token)
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'The access token is invalid or expired')
      request.authUser = user
    },

    async otpBearer(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request)
      if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'A bearer OTP token is required')
      const claims = await otpTokens.verify(token)
      if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'The OTP token is invalid or expired')
      request.otpClaims = claims
    },
  }
}
