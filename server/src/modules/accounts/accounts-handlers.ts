import type { ServerDeps } from '../../deps.ts'
import type { Handlers } from '../../http/operations.ts'
import { devAccountHandlers } from './dev-account-handlers.ts'
import { passwordResetHandlers } from './password-reset-handlers.ts'
import { defaultAccountRateLimits, scaleRateLimits, type AccountRateLimits } from './rate-limits.ts'
import { registrationHandlers } from './registration-handlers.ts'
import { signInHandlers } from './sign-in-handlers.ts'
import { userHandlers } from './user-handlers.ts'

/** Sign-in, registration, password reset, the user's own profile, and the accounts' dev helpers. */
export function createAccountsHandlersWith(rateLimits: AccountRateLimits) {
  return (deps: ServerDeps): Partial<Handlers> => ({
    ...signInHandlers(deps, rateLimits),
    ...registrationHandlers(deps, rateLimits),
    ...passwordResetHandlers(deps, rateLimits),
    ...userHandlers(deps),
    ...devAccountHandlers(deps),
  })
}

export function createAccountsHandlers(deps: ServerDeps): Partial<Handlers> {
  return createAccountsHandlersWith(
    scaleRateLimits(defaultAccountRateLimits, deps.config.rateLimitScale),
  )(deps)
}
