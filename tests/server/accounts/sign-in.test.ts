import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { createTestUser } from '../support/test-users.ts'
import type { TestServer } from '../support/test-server.ts'
import { json, startAccountsServer } from './fixtures.ts'

const clock = createManualClock(new Date('2026-11-21T08:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startAccountsServer({ clock })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, token?: string) =>
  request(`${server.baseUrl}${path}`, json(body, token))

describe('login', () => {
  it('signs in with phone and password and answers the user with the wallet', async () => {
    const user = await createTestUser(server.deps, { fullName: 'Noy' })

    const { status, body } = await post('/api/v1/login', {
      userName: user.phone,
      password: user.password,
    })

    expect(status).toBe(200)
    expect(body).toMatchObject({
      data: { _id: user.id, userName: user.phone, fullName: 'Noy', walletAmount: 0 },
    })
  })

  it('answers the same refusal for a wrong password and an unknown phone', async () => {
    const user = await createTestUser(server.deps)

    const wrong = await post('/api/v1/login', { userName: user.phone, password: 'nope' })
    const unknown = await post('/api/v1/login', { userName: '2099999999', password: 'nope' })

    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(wrong.body).toEqual({ code: 'INVALID_USERNAME_OR_PASSWORD' })
    expect(unknown.body).toEqual({ code: 'INVALID_USERNAME_OR_PASSWORD' })
  })

  it('refuses a suspended account', async () => {
    const user = await createTestUser(server.deps, { status: 'SUSPENDED' })

    const { status, body } = await post('/api/v1/login', {
      userName: user.phone,
      password: user.password,
    })

    expect(status).toBe(403)
    expect(body).toEqual({ code: 'USER_SUSPENDED' })
  })

  it('refuses a request that does not match the contract, writing nothing', async () => {
    const { status, body } = await post('/api/v1/login', { userName: 'not a phone', password: '' })

    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'INVALID_REQUEST' })
  })
})

describe('refresh tokens', () => {
  it('rotate on every use', async () => {
    const user = await createTestUser(server.deps)

    const first = await post('/api/v1/genarater-refresh-token', {
      token: user.session.refreshToken,
    })
    const rotated = (first.body as { refreshToken: string }).refreshToken
    const second = await post('/api/v1/genarater-refresh-token', { token: rotated })

    expect([first.status, second.status]).toEqual([200, 200])
    expect(rotated).not.toBe(user.session.refreshToken)
  })

  it('revoke the whole family when a retired one is used again', async () => {
    const user = await createTestUser(server.deps)
    const first = await post('/api/v1/genarater-refresh-token', {
      token: user.session.refreshToken,
    })
    const newer = first.body as { refreshToken: string; accessToken: string }

    const replay = await post('/api/v1/genarater-refresh-token', {
      token: user.session.refreshToken,
    })
    const afterReplay = await post('/api/v1/genarater-refresh-token', {
      token: newer.refreshToken,
    })
    const me = await request(`${server.baseUrl}/api/v1/user/${user.id}`, {
      headers: { Authorization: `Bearer ${newer.accessToken}` },
    })

    expect(replay).toMatchObject({ status: 402, body: { code: 'REFRESH_TOKEN_EXPIRED' } })
    expect(afterReplay).toMatchObject({ status: 402, body: { code: 'REFRESH_TOKEN_EXPIRED' } })
    expect(me.status).toBe(401)
  })

  it('answer 402 once 30 days have passed', async () => {
    const user = await createTestUser(server.deps)
    clock.advance(30 * 24 * 60 * 60 * 1000)

    const { status, body } = await post('/api/v1/genarater-refresh-token', {
      token: user.session.refreshToken,
    })

    expect(status).toBe(402)
    expect(body).toEqual({ code: 'REFRESH_TOKEN_EXPIRED' })
  })

  it('answer 402 for an unknown token', async () => {
    const { status, body } = await post('/api/v1/genarater-refresh-token', { token: 'made-up' })

    expect(status).toBe(402)
    expect(body).toEqual({ code: 'REFRESH_TOKEN_EXPIRED' })
  })
})

describe('rate limits', () => {
  it('slow down password guessing on one phone', async () => {
    const limited = await startAccountsServer({
      rateLimits: {
        login: { max: 3, timeWindowMs: 60_000 },
        otpRequest: { max: 2, timeWindowMs: 60_000 },
      },
    })
    try {
      const guess = () =>
        request(
          `${limited.baseUrl}/api/v1/login`,
          json({ userName: '2055512345', password: 'guess' }),
        )
      const statuses = []
      for (let i = 0; i < 4; i += 1) statuses.push((await guess()).status)
      const otherPhone = await request(
        `${limited.baseUrl}/api/v1/login`,
        json({ userName: '2055512346', password: 'guess' }),
      )
      const otp = []
      for (let i = 0; i < 3; i += 1) {
        const phone = `20555000${String(i).padStart(2, '0')}`
        otp.push((await request(`${limited.baseUrl}/api/v1/register-otp`, json({ phone }))).status)
      }
      const reset = []
      for (let i = 0; i < 3; i += 1) {
        const phone = `20555100${String(i).padStart(2, '0')}`
        const asked = await request(
          `${limited.baseUrl}/api/v1/forget-password-otp`,
          json({ phone }),
        )
        reset.push(asked.body)
      }

      expect(statuses).toEqual([401, 401, 401, 429])
      expect(otherPhone.status).toBe(401)
      expect(otp).toEqual([200, 200, 429])
      expect(reset).toEqual([
        { code: 'INVALID_USERNAME' },
        { code: 'INVALID_USERNAME' },
        expect.objectContaining({ code: 'RATE_LIMITED' }),
      ])
    } finally {
      await limited.close()
    }
  })
})

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('tells the login screen Google sign-in is not offered', async () => {
    const { status, body } = await request(`${server.baseUrl}/api/v1/login-google`)

    expect(status).toBe(200)
    expect(body).toEqual({ clientId: null })
  })

  it('answers 501 rather than trusting a token it cannot check', async () => {
    const { status, body } = await post('/api/v1/login-google', { token: 'a.b.c' })

    expect(status).toBe(501)
    expect(body).toMatchObject({ code: 'NOT_IMPLEMENTED' })
  })
})
