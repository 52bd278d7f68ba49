import type { Database } from '../db/database.ts'
import type { Role } from '../db/tables.ts'
import type { AccessTokens } from './access-tokens.ts'

/** The signed-in caller, as the bearer check and the socket handshake establish it. */
export interface AuthUser {
  id: string
  role: Role
  walletId: string | null
  sessionId: string
}

export type Authenticate = (accessToken: string) => Promise<AuthUser | null>

/**
 * A valid signature is not enough: the account must still be active and the session not revoked,
 * so suspending a user or a reused refresh token ends their access at once, not 15 minutes later.
 */
export function createAuthenticate(db: Database, accessTokens: AccessTokens): Authenticate {
  return async (accessToken) => {
    const claims = await accessTokens.verify(accessToken)
    if (!claims) return null
    const row = await db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.user_id', 'users.id')
      .select(['users.id', 'users.role', 'wallets.id as wallet_id'])
      .where('users.id', '=', claims.userId)
      .where('users.status', '=', 'ACTIVE')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', claims.sessionId)
            .where('refresh_tokens.user_id', '=', claims.userId)
            .where('refresh_tokens.revoked_at', 'is', null),
        ),
      )
      .executeTakeFirst()
    if (!row) return null
    return { id: row.id, role: row.role, walletId: row.wallet_id, sessionId: claims.sessionId }
  }
}
