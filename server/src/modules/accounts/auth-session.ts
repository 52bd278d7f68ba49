import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import type { Session } from '../../security/sessions.ts'
import { getUserOrThrow } from './user-view.ts'

export type AuthSession = components['schemas']['AuthSession']

/** The body of every sign-in answer: the session's tokens and the user as the SPA stores it. */
export async function authSessionBody(executor: Database, session: Session): Promise<AuthSession> {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    data: await getUserOrThrow(executor, session.userId),
  }
}
