import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'

export interface RateLimit {
  max: number
  timeWindowMs: number
}

export interface AccountRateLimits {
  /** Per client IP and phone number: slows password guessing against one account. */
  login: RateLimit
  /** Per client IP, for register-otp and forget-password-otp each: every call sends an SMS. */
  otpRequest: RateLimit
}

export const defaultAccountRateLimits: AccountRateLimits = {
  login: { max: 10, timeWindowMs: 60_000 },
  otpRequest: { max: 5, timeWindowMs: 60_000 },
}

export function scaleRateLimits(limits: AccountRateLimits, scale: number): AccountRateLimits {
  return {
    login: { ...limits.login, max: limits.login.max * scale },
    otpRequest: { ...limits.otpRequest, max: limits.otpRequest.max * scale },
  }
}

export function perIp({ max, timeWindowMs }: RateLimit): RateLimitOptions {
  return { max, timeWindow: timeWindowMs }
}

/** Counted after validation (the preHandler hook), when the body is known to carry `userName`. */
export function perIpAndUserName({ max, timeWindowMs }: RateLimit): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}\n${(request.body as { userName: string }).userName}`,
  }
}
