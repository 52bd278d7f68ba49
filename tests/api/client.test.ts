import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { createSessionRefresher, REFRESH_TOKEN_EXPIRED } from '../../src/api/session-refresher'
import type { components } from '../../src/api/schema'

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
      if (options.refreshStatus) return json(options.refreshStatus, { code: REFRESH_TOKEN_EXPIRED })
      const { token } = JSON.parse(body) as { token: string }
      if (token !== validRefreshToken) return json(402, { code: REFRESH_TOKEN_EXPIRED })
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

/** The client wired the way the app wires it: the session lives in a plain object here. */
function clientAgainst(backend: ReturnType<typeof fakeBackend>) {
  const session = {
    accessToken: 'access-1' as string | null,
    refreshToken: 'refresh-1' as string | null,
    endedWith: null as string | null,
  }
  const refresher = createSessionRefresher({
    requestRefresh: async (token) => {
      const response = await backend.fetch('http://shop.test/api/v1/genarater-refresh-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      if (!response.ok) return { ok: false, status: response.status }
      return { ok: true, session: await response.json() }
    },
    readRefreshToken: () => session.refreshToken,
    saveSession: (s) => {
      session.accessToken = s.accessToken
      session.refreshToken = s.refreshToken
    },
    endSession: (marker) => {
      session.accessToken = null
      session.refreshToken = null
      session.endedWith = marker
    },
  })
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: backend.fetch,
    getAccessToken: () => session.accessToken,
    refreshSession: refresher.refresh,
  })
  return { api, session }
}

const getUser = (api: ReturnType<typeof clientAgainst>['api']) =>
  api.GET('/api/v1/user/{id}', { params: { path: { id: user._id } } })

describe('the API client', () => {
  it('attaches the bearer token of the current session', async () => {
    const backend = fakeBackend()
    const { api, session } = clientAgainst(backend)
    session.accessToken = 'access-2'

    const { data } = await getUser(api)

    expect(data?.data.fullName).toBe('Somchai')
    expect(backend.calls[0]?.authorization).toBe('Bearer access-2')
    expect(backend.refreshCalls).toBe(0)
  })

  it('refreshes on a 401 and retries the request once with its original body', async () => {
    const backend = fakeBackend()
    const { api, session } = clientAgainst(backend)

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

  it('makes one refresh call for 10 concurrent 401s, and every request succeeds', async () => {
    const backend = fakeBackend({ refreshDelayMs: 20 })
    const { api } = clientAgainst(backend)

    const results = await Promise.all(Array.from({ length: 10 }, () => getUser(api)))

    expect(backend.refreshCalls).toBe(1)
    expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(200))
    const dataCalls = backend.calls.filter((c) => c.path.startsWith('/api/v1/user/'))
    expect(dataCalls).toHaveLength(20)
  })

  it('never refreshes for the login call', async () => {
    const backend = fakeBackend()
    const { api } = clientAgainst(backend)

    const { error, response } = await api.POST('/api/v1/login', {
      body: { userName: '2055551234', password: 'wrong' },
    })

    expect(response.status).toBe(401)
    expect(error?.code).toBe('INVALID_USERNAME_OR_PASSWORD')
    expect(backend.refreshCalls).toBe(0)
    expect(backend.calls[0]?.authorization).toBeNull()
  })

  it('ends the session with REFRESH_TOKEN_EXPIRED when the refresh answers 402', async () => {
    const backend = fakeBackend({ refreshStatus: 402 })
    const { api, session } = clientAgainst(backend)

    const results = await Promise.all([getUser(api), getUser(api), getUser(api)])

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401])
    expect(backend.refreshCalls).toBe(1)
    expect(session).toEqual({
      accessToken: null,
      refreshToken: null,
      endedWith: REFRESH_TOKEN_EXPIRED,
    })
  })

  it('keeps the session when the refresh call fails for another reason', async () => {
    const backend = fakeBackend({ refreshStatus: 503 })
    const { api, session } = clientAgainst(backend)

    const { response } = await getUser(api)

    expect(response.status).toBe(401)
    expect(session.refreshToken).toBe('refresh-1')
    expect(session.endedWith).toBeNull()
  })

  it('retries at most once when the renewed token is refused too', async () => {
    const backend = fakeBackend({ rejectEveryAccessToken: true })
    const { api } = clientAgainst(backend)

    const { response } = await getUser(api)

    expect(response.status).toBe(401)
    expect(backend.refreshCalls).toBe(1)
    expect(backend.calls.filter((c) => c.path.startsWith('/api/v1/user/'))).toHaveLength(2)
  })
})

describe('the session refresher', () => {
  it('discards a refresh that finishes after the session ended', async () => {
    let release: (value: { ok: false; status: number }) => void = () => {}
    let refreshToken: string | null = 'refresh-1'
    let saved = false
    const refresher = createSessionRefresher({
      requestRefresh: () => new Promise((resolve) => (release = resolve)),
      readRefreshToken: () => refreshToken,
      saveSession: () => {
        saved = true
      },
      endSession: () => {},
    })

    const outcome = refresher.refresh()
    refreshToken = null // logout while the refresh is in flight
    release({ ok: false, status: 200 })

    expect(await outcome).toBe('failed')
    expect(saved).toBe(false)
  })
})
