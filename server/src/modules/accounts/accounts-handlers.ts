import type { ServerDeps } from '../../deps.ts'
import type { Handlers } from '../../http/operations.ts'
import { devAccountHandlers } from './dev-account-handlers.ts'
import { otpFlowHandlers } from './otp-flow-handlers.ts'
import { defaultAccountRateLimits, scaleRateLimits, type AccountRateLimits } from './rate-limits.ts'
import { signInHandlers } from './sign-in-handlers.ts'
import { userHandlers } from './user-handlers.ts'

/** Sign-in, registration, password reset, the user's own profile, and the accounts' dev helpers. */
export function createAccountsHandlersWith(rateLimits: AccountRateLimits) {
  return (deps: ServerDeps): Partial<Handlers> => ({
    ...signInHandlers(deps, rateLimits),
    ...otpFlowHandlers(deps, rateLimits),
    ...userHandlers(deps),
    ...devAccountHandlers(deps),
  })
}

export function createAccountsHandlers(deps: ServerDeps): Partial<Handlers> {
  return createAccountsHandlersWith(
    scaleRateLimits(defaultAccountRateLimits, deps.config.rateLimitScale),
  )(deps)
}
