import { randomBytes, randomUUID } from 'node:crypto'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { AccessTokens } from './access-tokens.ts'
import type { Keyring } from './keyring.ts'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface Session {
  userId: string
  /** The refresh-token family. */
  sessionId: string
  accessToken: string
  accessTokenExpiresAt: Date
  refreshToken: string
}

/** Why a refresh token was refused; the refresh endpoint answers all of them 402 REFRESH_TOKEN_EXPIRED. */
export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused' | 'account-inactive'

export type RotationResult = { ok: true; session: Session } | { ok: false; reason: RefreshRefusal }

export interface Sessions {
  /** A new sign-in: a new family. Pass the transaction when the account is created in one. */
  issueSession(userId: string, executor?: Database): Promise<Session>
  /**
   * Trades a refresh token for a new session in the same family. The old token is retired; using
   * a retired token again revokes the whole family (someone else holds a copy).
   */
  rotateRefreshToken(refreshToken: string): Promise<RotationResult>
  revokeFamily(sessionId: string, executor?: Database): Promise<void>
  /** Ends every session of a user (password reset, suspension). */
  revokeAllForUser(userId: string, executor?: Database): Promise<void>
}

interface SessionDeps {
  db: Database
  clock: Clock
  accessTokens: AccessTokens
  keyring: Keyring
}

export function createSessions({ db, clock, accessTokens, keyring }: SessionDeps): Sessions {
  const hashToken = (token: string) => keyring.hash('refresh-token', token)

  async function issueInFamily(
    executor: Database,
    userId: string,
    sessionId: string,
  ): Promise<Session> {
    const refreshToken = randomBytes(32).toString('base64url')
    const now = clock.now()
    await executor
      .insertInto('refresh_tokens')
      .values({
        user_id: userId,
        family_id: sessionId,
        token_hash: hashToken(refreshToken),
        created_at: now,
        expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      })
      .execute()
    const access = await accessTokens.issue({ userId, sessionId })
    return {
      userId,
      sessionId,
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt,
      refreshToken,
    }
  }

  async function revokeFamily(sessionId: string, executor: Database = db): Promise<void> {
    await executor
      .updateTable('refresh_tokens')
      .set({ revoked_at: clock.now() })
      .where('family_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute()
  }

  return {
    issueSession: (userId, executor = db) => issueInFamily(executor, userId, randomUUID()),

    rotateRefreshToken: (refreshToken) =>
      // Committed even when refused: a reuse must leave the family revoked.
      db.transaction().execute(async (trx): Promise<RotationResult> => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
          .select([
            'refresh_tokens.id',
            'refresh_tokens.user_id',
            'refresh_tokens.family_id',
            'refresh_tokens.expires_at',
            'refresh_tokens.used_at',
            'refresh_tokens.revoked_at',
            'users.status',
          ])
          .where('refresh_tokens.token_hash', '=', hashToken(refreshToken))
          // Two refreshes racing with one token: the second waits here, then sees it used.
          .forUpdate('refresh_tokens')
          .executeTakeFirst()
        if (!row) return { ok: false, reason: 'unknown' }
        if (row.revoked_at) return { ok: false, reason: 'revoked' }
        if (row.used_at) {
          await revokeFamily(row.family_id, trx)
          return { ok: false, reason: 'reused' }
        }
        const now = clock.now()
        if (row.expires_at <= now) return { ok: false, reason: 'expired' }
        if (row.status !== 'ACTIVE') {
          await revokeFamily(row.family_id, trx)
          return { ok: false, reason: 'account-inactive' }
        }
        await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .execute()
        return { ok: true, session: await issueInFamily(trx, row.user_id, row.family_id) }
      }),

    revokeFamily,

    async revokeAllForUser(userId, executor = db) {
      await executor
        .updateTable('refresh_tokens')
        .set({ revoked_at: clock.now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}
