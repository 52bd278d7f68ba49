import createClient from 'openapi-fetch'
import type { components, paths } from '../../contract/schema'
import { fetchWithTimeout } from '../api/client'

type ApiSession = components['schemas']['AuthSession']

/** What the refresh call answered: the renewed session, or the refresh token was refused (402). */
export type Renewal = { outcome: 'refreshed'; session: ApiSession } | { outcome: 'expired' }

export type SessionCalls = ReturnType<typeof createSessionCalls>

/** An API refusal as the auth machine reads it: an object with the error code. */
function refusal(error: { code?: string } | undefined, status: number): { code: string } {
  return { code: error?.code ?? `HTTP_${status}` }
}

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
      const { data, error, response } = await bare.POST('/api/v1/genarater-refresh-token', {
        body: { token: refreshToken },
        signal,
      })
      if (data) return { outcome: 'refreshed', session: data }
      if (response.status === 402) return { outcome: 'expired' }
      throw refusal(error, response.status)
    },

    async logIn(
      credentials: { userName: string; password: string },
      signal: AbortSignal,
    ): Promise<ApiSession> {
      const { data, error, response } = await bare.POST('/api/v1/login', {
        body: { userName: credentials.userName, password: credentials.password },
        signal,
      })
      if (!data) throw refusal(error, response.status)
      return data
    },

    async logInWithGoogle(credential: string, signal: AbortSignal): Promise<ApiSession> {
      const { data, error, response } = await bare.POST('/api/v1/login-google', {
        body: { token: credential },
        signal,
      })
      if (!data) throw refusal(error, response.status)
      return data
    },
  }
}
