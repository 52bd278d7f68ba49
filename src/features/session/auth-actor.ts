import createClient from 'openapi-fetch'
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate'
import {
  authMachine,
  type AuthEvent,
  type AuthSession,
  type AuthUser,
  type RefreshResult,
} from '../../../machines/auth.machine'
import { fetchWithTimeout, type ApiClient } from '../../api/client'
import type { components, paths } from '../../api/schema'
import { inspectorOptions } from '../../lib/inspector'
import { forgetRenewals, recordRenewal, renewalOf } from './refresh-handoff'
import {
  STORAGE_KEYS,
  clearSession,
  readSession,
  toSessionUser,
  writeSession,
} from './session-storage'
import { fromRequest } from '../../lib/from-request'

export type AuthActor = ActorRefFrom<typeof authMachine>

type ApiSession = components['schemas']['AuthSession']

interface AuthActorOptions {
  storage: Storage
  /** '' for the same origin. */
  baseUrl: string
  /** The app's client, for calls that need the session (the user refetch). */
  api: ApiClient
  fetch?: typeof globalThis.fetch
}

/** Web Locks name: one tab at a time may spend the refresh token. */
const REFRESH_LOCK = 'shop-session-refresh'

const sessionKeys = new Set<string>([
  STORAGE_KEYS.user,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
])

function toAuthSession(session: ApiSession): AuthSession {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    user: toSessionUser(session.data),
  }
}

/** An API refusal as the machine reads it: an object with the error code. */
function refusal(error: { code?: string } | undefined, status: number): { code: string } {
  return { code: error?.code ?? `HTTP_${status}` }
}

/**
 * Starts the app's one auth actor with the real calls. Sign-in and refresh go through a bare client:
 * they must never themselves trigger a refresh.
 */
export function startAuthActor({ storage, baseUrl, api, fetch }: AuthActorOptions): AuthActor {
  const bare = createClient<paths>({ baseUrl, fetch: fetchWithTimeout(fetch) })

  async function renew(refreshToken: string, signal: AbortSignal): Promise<RefreshResult> {
    // Another tab already spent this refresh token: use what it got. Spending it again would look
    // like a stolen token to the server and revoke the whole session.
    const handedOver = await renewalOf(refreshToken)
    if (handedOver) return { outcome: 'refreshed', session: handedOver }
    const stored = readSession(storage)
    // Another tab logged out while this one waited for the lock.
    if (!stored) return { outcome: 'expired' }
    if (stored.refreshToken && stored.refreshToken !== refreshToken) {
      return { outcome: 'refreshed', session: stored }
    }
    const { data, error, response } = await bare.POST('/api/v1/genarater-refresh-token', {
      body: { token: refreshToken },
      signal,
    })
    if (data) {
      const session = toAuthSession(data)
      await recordRenewal(refreshToken, session)
      return { outcome: 'refreshed', session }
    }
    if (response.status === 402) return { outcome: 'expired' }
    throw refusal(error, response.status)
  }

  const logic = authMachine.provide({
    actors: {
      restoreSession: fromPromise(() => Promise.resolve(readSession(storage))),
      logIn: fromRequest(async ({ input, signal }) => {
        const { data, error, response } = await bare.POST('/api/v1/login', {
          body: { userName: input.userName, password: input.password },
          signal,
        })
        if (!data) throw refusal(error, response.status)
        return toAuthSession(data)
      }),
      logInWithGoogle: fromRequest(async ({ input, signal }) => {
        const { data, error, response } = await bare.POST('/api/v1/login-google', {
          body: { token: input.credential },
          signal,
        })
        if (!data) throw refusal(error, response.status)
        return toAuthSession(data)
      }),
      refreshTokens: fromRequest(async ({ input, signal }): Promise<RefreshResult> => {
        const locks = globalThis.navigator?.locks
        // Two tabs whose token expired together must not both spend the one refresh token.
        if (!locks) return renew(input.refreshToken, signal)
        return locks.request(REFRESH_LOCK, () => renew(input.refreshToken, signal))
      }),
      fetchUser: fromRequest(async ({ input, signal }): Promise<AuthUser> => {
        const { data, error, response } = await api.GET('/api/v1/user/{id}', {
          params: { path: { id: input.userId } },
          signal,
        })
        if (!data) throw refusal(error, response.status)
        return toSessionUser(data.data)
      }),
      storageWatcher: fromCallback<AuthEvent>(({ sendBack }) => {
        // The browser fires `storage` only in the other tabs: this tab's own writes never loop.
        const onStorage = (event: StorageEvent) => {
          if (event.storageArea !== storage) return
          if (event.key !== null && !sessionKeys.has(event.key)) return
          sendBack({ type: 'storage.changed', session: readSession(storage) })
        }
        window.addEventListener('storage', onStorage)
        return () => window.removeEventListener('storage', onStorage)
      }),
    },
    actions: {
      persistSession: (_, { session }) => writeSession(session, storage),
      clearStoredSession: () => {
        clearSession(storage)
        void forgetRenewals()
      },
    },
  })

  const actor = createActor(logic, {
    systemId: 'auth',
    ...inspectorOptions(),
  })
  actor.start()
  return actor
}
