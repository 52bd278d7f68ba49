import type { ServerDeps } from '../../deps.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { ApiError } from '../../http/api-error.ts'
import { withRateLimit, type Handlers } from '../../http/operations.ts'
import { authSessionBody } from './auth-session.ts'
import { createCustomer, GOOGLE_SUB_UNIQUE, USER_NAME_UNIQUE } from './customer-accounts.ts'
import { createGoogleIdTokenVerifier, type GoogleIdentity } from './google-id-tokens.ts'
import { perIpAndUserName, type AccountRateLimits } from './rate-limits.ts'

type SignInHandlers = Pick<
  Handlers,
  'login' | 'refreshToken' | 'googleSignInSettings' | 'loginGoogle'
>

const FULL_NAME_MAX_LENGTH = 100

export function signInHandlers(deps: ServerDeps, rateLimits: AccountRateLimits): SignInHandlers {
  const { db, sessions, config, clock, passwords } = deps
  const verifyGoogleIdToken =
    config.googleClientId === undefined
      ? null
      : createGoogleIdTokenVerifier({
          jwksUrl: config.googleJwksUrl,
          clientId: config.googleClientId,
          clock,
        })

  /** The account of a Google identity, created on its first sign-in. */
  async function googleAccount(identity: GoogleIdentity): Promise<{ id: string; status: string }> {
    const bySub = () =>
      db
        .selectFrom('users')
        .select(['id', 'status'])
        .where('google_sub', '=', identity.sub)
        .executeTakeFirst()
    const existing = await bySub()
    if (existing) return existing
    try {
      const id = await db.transaction().execute((trx) =>
        createCustomer(trx, {
          userName: identity.email,
          fullName: (identity.name ?? identity.email).slice(0, FULL_NAME_MAX_LENGTH),
          passwordHash: null,
          email: identity.email,
          googleSub: identity.sub,
        }),
      )
      return { id, status: 'ACTIVE' }
    } catch (error) {
      if (
        !isUniqueViolation(error, GOOGLE_SUB_UNIQUE) &&
        !isUniqueViolation(error, USER_NAME_UNIQUE)
      ) {
        throw error
      }
      // A first sign-in racing this one created the account.
      const created = await bySub()
      if (created) return created
      // The email names another account (Google can hand an address to a new identity): never merge.
      throw new ApiError(401, 'INVALID_GOOGLE_TOKEN', 'The email belongs to another account')
    }
  }

  return {
    login: withRateLimit(async (request) => {
      const { userName, password } = request.body
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'status'])
        .where('user_name', '=', userName)
        .executeTakeFirst()
      // Runs the same hash whether or not the phone has an account, so timing tells nothing.
      const passwordMatches = await passwords.verify(user?.password_hash ?? null, password)
      if (!user || !passwordMatches) throw new ApiError(401, 'INVALID_USERNAME_OR_PASSWORD')
      // Only after the password: a suspension is not revealed to someone guessing phone numbers.
      if (user.status !== 'ACTIVE') throw new ApiError(403, 'USER_SUSPENDED')
      return authSessionBody(db, await sessions.issueSession(user.id))
    }, perIpAndUserName(rateLimits.login)),

    async refreshToken(request) {
      const rotation = await sessions.rotateRefreshToken(request.body.token)
      if (!rotation.ok) throw new ApiError(402, 'REFRESH_TOKEN_EXPIRED')
      return authSessionBody(db, rotation.session)
    },

    // The login screen's button reads its client id here, so one setting (GOOGLE_CLIENT_ID) names
    // the client on both sides and one build of the app serves any shop.
    async googleSignInSettings() {
      return { clientId: config.googleClientId ?? null }
    },

    async loginGoogle(request) {
      if (!verifyGoogleIdToken) {
        throw new ApiError(
          501,
          'NOT_IMPLEMENTED',
          'Google sign-in is not configured (GOOGLE_CLIENT_ID)',
        )
      }
      const identity = await verifyGoogleIdToken(request.body.token)
      if (!identity) throw new ApiError(401, 'INVALID_GOOGLE_TOKEN')
      const account = await googleAccount(identity)
      if (account.status !== 'ACTIVE') throw new ApiError(403, 'USER_SUSPENDED')
      return authSessionBody(db, await sessions.issueSession(account.id))
    },
  }
}
