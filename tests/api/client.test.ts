import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../src/api/client'
import type { components } from '../../contract/schema'
import { createAppServices } from '../../src/services'
import {
  readSession,
  STORAGE_KEYS,
  toSessionUser,
  writeSession,
} from '../../src/session/session-storage'

type User = components['schemas']['User']

const user: User = {
  _id: '7f0c8a52-3c1e-4d4e-9d4f-3f8f2b0f6a11',
  userName: '2055551234',
  fullName: 'Somchai',
  role: 'CUSTOMER',
  status: 'ACTIVE',
  walletId: '0b6b8f1e-8a8e-4bb0-9a53-2f4a54c1c0de',
  walletAmount: 50_000,
}

/**
 * A small in-memory backend behind an injected fetch: it knows which access token is valid, rotates
 * refresh tokens, and echoes what it received so the tests can see exactly what was sent.
 */
function fakeBackend(
  options: {
    refreshStatus?: number
    refreshDelayMs?: number
    rejectEveryAccessToken?: boolean
  } = {},
) {
  let validAccessToken = 'access-2'
  let validRefreshToken = 'refresh-1'
  const calls: { path: string; authorization: string | null; body: string }[] = []
  let refreshCalls = 0

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    const body = await request.text()
    calls.push({ path, authorization: request.headers.get('Authorization'), body })

    if (path === '/api/v1/genarater-refresh-token') {
      refreshCalls += 1
      if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs))
      if (options.refreshStatus) {
        return json(options.refreshStatus, { code: 'REFRESH_TOKEN_EXPIRED' })
      }
      const { token } = JSON.parse(body) as { token: string }
      if (token !== validRefreshToken) return json(402, { code: 'REFRESH_TOKEN_EXPIRED' })
      validAccessToken = `access-${refreshCalls + 2}`
      validRefreshToken = `refresh-${refreshCalls + 1}`
      return json(200, {
        accessToken: validAccessToken,
        refreshToken: validRefreshToken,
        data: user,
      })
    }
    if (path === '/api/v1/login') {
      return json(401, { code: 'INVALID_USERNAME_OR_PASSWORD' })
    }
    const authorized = request.headers.get('Authorization') === `Bearer ${validAccessToken}`
    if (!authorized || options.rejectEveryAccessToken) {
      return json(401, { code: 'UNAUTHORIZED' })
    }
    if (path === '/api/v1/chat') {
      const sent = JSON.parse(body) as { text: string }
      return json(200, {
        message: 'CREATE_CHAT_SUCCESS',
        data: {
          _id: '5d1b2c3e-1111-4222-8333-944445555666',
          senderName: user.fullName,
          createdbyName: user._id,
          phone: user.userName,
          text: sent.text,
          image: [],
          type: 'TEXT',
          mode: 'ADMIN',
          isFrom: 'CUSTOMER',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      })
    }
    return json(200, { data: user })
  }

  return {
    fetch,
    calls,
    get refreshCalls() {
      return refreshCalls
    },
  }
}

/**
 * The client wired exactly as the app wires it (src/services.ts): the session in local
 * storage, renewed by the real session store, with the fake backend behind the injected fetch.
 */
async function clientAgainst(backend: ReturnType<typeof fakeBackend>) {
  localStorage.clear()
  writeSession({ user: toSessionUser(user), accessToken: 'access-1', refreshToken: 'refresh-1' })
  const services = createAppServices({ baseUrl: 'http://shop.test', fetch: backend.fetch })
  services.session.hydrate()
  const actor = await services.auth()
  // A refused renewal is the session store's to announce: the store renews the tokens now.
  const signOuts: string[] = []
  services.session.onExpired(() => signOuts.push('expired'))
  const session = {
    get accessToken() {
      return services.session.getSnapshot()?.accessToken ?? null
    },
    set accessToken(token: string | null) {
      writeSession({ ...readSession()!, accessToken: token ?? '' })
    },
    get refreshToken() {
      return services.session.getSnapshot()?.refreshToken ?? null
    },
    signOuts,
  }
  return { api: services.api, session, actor }
}

const getUser = (api: ApiClient) =>
  api.GET('/api/v1/user/{id}', { params: { path: { id: user._id } } })

describe('the API client', () => {
  it('attaches the bearer token of the current session', async () => {
    const backend = fakeBackend()
    const { api, session } = await clientAgainst(backend)
    session.accessToken = 'access-2'

    const { data } = await getUser(api)

    expect(data?.data.fullName).toBe('Somchai')
    expect(backend.calls[0]?.authorization).toBe('Bearer access-2')
    expect(backend.refreshCalls).toBe(0)
  })

  it('refreshes on a 401 and retries the request once with its original body', async () => {
    const backend = fakeBackend()
    const { api, session } = await clientAgainst(backend)

    const { data, response } = await api.POST('/api/v1/chat', {
      body: { text: 'ສະບາຍດີ', type: 'TEXT', mode: 'ADMIN', isFrom: 'CUSTOMER' },
    })

    expect(response.status).toBe(200)
    expect(data?.data.text).toBe('ສະບາຍດີ')
    expect(backend.calls.map((c) => c.path)).toEqual([
      '/api/v1/chat',
      '/api/v1/genarater-refresh-token',
      '/api/v1/chat',
    ])
    expect(backend.calls[0]?.body).toBe(backend.calls[2]?.body)
    expect(backend.calls[2]?.authorization).toBe('Bearer access-3')
    expect(session.refreshToken).toBe('refresh-2')
  })

  it(
    'makes one refresh call for 10 concurrent 401s, and every request succeeds',
    { tags: ['races'] },
    async () => {
      const backend = fakeBackend({ refreshDelayMs: 20 })
      const { api } = await clientAgainst(backend)

      const results = await Promise.all(Array.from({ length: 10 }, () => getUser(api)))

      expect(backend.refreshCalls).toBe(1)
      expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(200))
      const dataCalls = backend.calls.filter((c) => c.path.startsWith('/api/v1/user/'))
      expect(dataCalls).toHaveLength(20)
    },
  )

  it('never refreshes for the login call', async () => {
    const backend = fakeBackend()
    const { api } = await clientAgainst(backend)

    const { error, response } = await api.POST('/api/v1/login', {
      body: { userName: '2055551234', password: 'wrong' },
    })

    expect(response.status).toBe(401)
    expect(error?.code).toBe('INVALID_USERNAME_OR_PASSWORD')
    expect(backend.refreshCalls).toBe(0)
    expect(backend.calls[0]?.authorization).toBeNull()
  })

  it('ends the session everywhere when the refresh answers 402', async () => {
    const backend = fakeBackend({ refreshStatus: 402 })
    const { api, session } = await clientAgainst(backend)

    const results = await Promise.all([getUser(api), getUser(api), getUser(api)])

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401])
    expect(backend.refreshCalls).toBe(1)
    expect(session.accessToken).toBeNull()
    expect(session.refreshToken).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(session.signOuts).toEqual(['expired'])
  })

  it('keeps the session when the refresh call fails for another reason', async () => {
    const backend = fakeBackend({ refreshStatus: 503 })
    const { api, session } = await clientAgainst(backend)

    const { response } = await getUser(api)

    expect(response.status).toBe(401)
    expect(session.refreshToken).toBe('refresh-1')
    expect(session.signOuts).toEqual([])
  })

  it('retries at most once when the renewed token is refused too', async () => {
    const backend = fakeBackend({ rejectEveryAccessToken: true })
    const { api } = await clientAgainst(backend)

    const { response } = await getUser(api)

    expect(response.status).toBe(401)
    expect(backend.refreshCalls).toBe(1)
    expect(backend.calls.filter((c) => c.path.startsWith('/api/v1/user/'))).toHaveLength(2)
  })
})

describe('a refresh racing a logout', () => {
  it('is discarded: the customer stays signed out', { tags: ['races'] }, async () => {
    // The refresh answers long after the logout below.
    const backend = fakeBackend({ refreshDelayMs: 500 })
    const { api, session, actor } = await clientAgainst(backend)

    const request = getUser(api)
    await vi.waitFor(() => expect(backend.refreshCalls).toBe(1), { interval: 5 })
    actor.send({ type: 'user.signOut' })
    const { response } = await request

    expect(response.status).toBe(401)
    expect(session.accessToken).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(actor.getSnapshot().value).toBe('signedOut')
  })
})
