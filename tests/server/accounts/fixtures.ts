import { createAccountsHandlersWith } from '#server/src/modules/accounts/accounts-handlers.ts'
import { handlerFactories } from '#server/src/modules/registry.ts'
import { createAccountsHandlers } from '#server/src/modules/accounts/accounts-handlers.ts'
import type { AccountRateLimits } from '#server/src/modules/accounts/rate-limits.ts'
import { startTestServer, type TestServerOptions } from '../support/test-server.ts'

const generous: AccountRateLimits = {
  login: { max: 1000, timeWindowMs: 60_000 },
  otpRequest: { max: 1000, timeWindowMs: 60_000 },
}

/**
 * The real server with every module, the accounts module given the rate limits the test needs
 * (one test file makes more OTP requests from 127.0.0.1 than a person ever would).
 */
export function startAccountsServer(
  options: TestServerOptions & { rateLimits?: AccountRateLimits } = {},
) {
  const { rateLimits = generous, ...serverOptions } = options
  return startTestServer({
    ...serverOptions,
    handlerFactories: handlerFactories.map((factory) =>
      factory === createAccountsHandlers ? createAccountsHandlersWith(rateLimits) : factory,
    ),
  })
}

export const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
})
