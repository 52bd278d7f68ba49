import createClient from 'openapi-fetch'
import type { components, paths } from '../../contract/schema'
import { SESSION_ENDED } from '../../contract/error-code'
import { ApiError, dataOf } from '../api/answer'
import { fetchWithTimeout } from '../api/client'

type ApiSession = components['schemas']['AuthSession']

/** What the refresh call answered: the renewed session, or the refresh token was refused (402). */
export type Renewal = { outcome: 'refreshed'; session: ApiSession } | { outcome: 'expired' }

export type SessionCalls = ReturnType<typeof createSessionCalls>

/**
 * The calls that obtain a session. They go through a client of their own, without the bearer
 * middleware: a 401 from them must never itself start a refresh.
 */
export function createSessionCalls({
  baseUrl,
  fetch,
}: {
  /** '' for the same origin. */
  baseUrl: string
  fetch?: typeof globalThis.fetch
}) {
  const bare = createClient<paths>({ baseUrl, fetch: fetchWithTimeout(fetch) })

  return {
    async renew(refreshToken: string, signal: AbortSignal): Promise<Renewal> {
      try {
        const session = await dataOf(
          bare.POST('/api/v1/genarater-refresh-token', { body: { token: refreshToken }, signal }),
        )
        return { outcome: 'refreshed', session }
      } catch (error) {
        if (error instanceof ApiError && error.code === SESSION_ENDED) return { outcome: 'expired' }
        throw error
      }
    },

    logIn(
      credentials: { userName: string; password: string },
      signal: AbortSignal,
    ): Promise<ApiSession> {
      return dataOf(
        bare.POST('/api/v1/login', {
          body: { userName: credentials.userName, password: credentials.password },
          signal,
        }),
      )
    },

    logInWithGoogle(credential: string, signal: AbortSignal): Promise<ApiSession> {
      return dataOf(bare.POST('/api/v1/login-google', { body: { token: credential }, signal }))
    },
  }
}
