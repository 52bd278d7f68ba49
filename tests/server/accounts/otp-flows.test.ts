import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { createTestUser } from '../support/test-users.ts'
import type { TestServer } from '../support/test-server.ts'
import { json, startAccountsServer } from './fixtures.ts'

const clock = createManualClock(new Date('2026-11-21T08:00:00Z'))
let server: TestServer
let phoneSequence = 0

beforeAll(async () => {
  server = await startAccountsServer({ clock })
})
afterAll(() => server.close())

const post = (path: string, body: unknown, token?: string) =>
  request(`${server.baseUrl}${path}`, json(body, token))
const nextPhone = () => `2056${String((phoneSequence += 1)).padStart(6, '0')}`

async function outboxCode(phone: string): Promise<string> {
  const { body } = await request(`${server.baseUrl}/dev/outbox/${phone}`)
  return (body as { code: string }).code
}

async function requestRegisterToken(phone: string): Promise<string> {
  const { status, body } = await post('/api/v1/register-otp', { phone })
  expect(status).toBe(200)
  expect(body).toMatchObject({ resendAfterSeconds: 300 })
  return (body as { token: string }).token
}

const registration = (phone: string, code: string) => ({
  userName: phone,
  password: 'secret-123',
  role: 'CUSTOMER',
  fullName: 'Chanthaly',
  code,
})

describe('registration', () => {
  it('creates the customer with an empty wallet and signs them in', async () => {
    const phone = nextPhone()
    const token = await requestRegisterToken(phone)
    const code = await outboxCode(phone)

    const { status, body } = await post(
      '/api/v1/verify-register-craete-customer',
      registration(phone, code),
      token,
    )

    expect(code).toMatch(/^\d{6}$/)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      data: { userName: phone, fullName: 'Chanthaly', role: 'CUSTOMER', walletAmount: 0 },
    })
    const login = await post('/api/v1/login', { userName: phone, password: 'secret-123' })
    expect(login.status).toBe(200)
  })

  it('refuses a phone that already has an account', async () => {
    const user = await createTestUser(server.deps)

    const { status, body } = await post('/api/v1/register-otp', { phone: user.phone })

    expect(status).toBe(409)
    expect(body).toEqual({ code: 'USER_IS_READY' })
  })

  it('refuses a new code before 300 s, and sends one after', async () => {
    const phone = nextPhone()
    await requestRegisterToken(phone)

    const tooSoon = await post('/api/v1/register-otp', { phone })
    clock.advance(300_000)
    const later = await post('/api/v1/register-otp', { phone })

    expect(tooSoon).toMatchObject({ status: 429, body: { code: 'OTP_RESEND_TOO_SOON' } })
    expect(later.status).toBe(200)
  })

  it('locks the code after five wrong tries: the sixth is refused even when right', async () => {
    const phone = nextPhone()
    const token = await requestRegisterToken(phone)
    const code = await outboxCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'

    const attempts = []
    for (let i = 0; i < 5; i += 1) {
      const { body } = await post(
        '/api/v1/verify-register-craete-customer',
        registration(phone, wrong),
        token,
      )
      attempts.push((body as { code: string }).code)
    }
    const sixth = await post(
      '/api/v1/verify-register-craete-customer',
      registration(phone, code),
      token,
    )

    expect(attempts).toEqual(Array(5).fill('INVALID_OTP'))
    expect(sixth).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
    expect((await post('/api/v1/login', { userName: phone, password: 'secret-123' })).status).toBe(
      401,
    )
  })

  it('refuses the code when the phone got an account after it was sent', async () => {
    const phone = nextPhone()
    const token = await requestRegisterToken(phone)
    const code = await outboxCode(phone)
    await createTestUser(server.deps, { phone })

    const { status, body } = await post(
      '/api/v1/verify-register-craete-customer',
      registration(phone, code),
      token,
    )

    expect(status).toBe(409)
    expect(body).toEqual({ code: 'USER_IS_READY' })
  })

  it('refuses a code older than 5 minutes', async () => {
    const phone = nextPhone()
    const token = await requestRegisterToken(phone)
    const code = await outboxCode(phone)
    clock.advance(5 * 60_000 + 1)

    const { status, body } = await post(
      '/api/v1/verify-register-craete-customer',
      registration(phone, code),
      token,
    )

    expect(status).toBe(410)
    expect(body).toEqual({ code: 'OTP_EXPIRED' })
  })

  it('refuses a token issued for another phone, and a call without one', async () => {
    const phone = nextPhone()
    const other = nextPhone()
    const token = await requestRegisterToken(phone)
    const code = await outboxCode(phone)

    const swapped = await post(
      '/api/v1/verify-register-craete-customer',
      registration(other, code),
      token,
    )
    const bare = await post('/api/v1/verify-register-craete-customer', registration(phone, code))

    expect(swapped).toMatchObject({ status: 400, body: { code: 'INVALID_USERNAME' } })
    expect(bare.status).toBe(401)
  })
})

describe('password reset', () => {
  it('sets the new password with the code and ends every session', async () => {
    const user = await createTestUser(server.deps)
    const asked = await post('/api/v1/forget-password-otp', { phone: user.phone })
    const token = (asked.body as { token: string }).token
    const code = await outboxCode(user.phone)

    const { status, body } = await post(
      '/api/v1/forget-password-verify-otp',
      { userName: user.phone, code, password: 'brand-new-1' },
      token,
    )

    expect(status).toBe(200)
    expect(body).toEqual({ message: 'SUCCESS' })
    expect(
      (await post('/api/v1/login', { userName: user.phone, password: 'brand-new-1' })).status,
    ).toBe(200)
    expect(
      (await post('/api/v1/login', { userName: user.phone, password: user.password })).status,
    ).toBe(401)
    const refresh = await post('/api/v1/genarater-refresh-token', {
      token: user.session.refreshToken,
    })
    expect(refresh.status).toBe(402)
  })

  it('refuses a wrong code, and the right one a second time', async () => {
    const user = await createTestUser(server.deps)
    const asked = await post('/api/v1/forget-password-otp', { phone: user.phone })
    const token = (asked.body as { token: string }).token
    const code = await outboxCode(user.phone)
    const reset = (withCode: string) =>
      post(
        '/api/v1/forget-password-verify-otp',
        { userName: user.phone, code: withCode, password: 'brand-new-1' },
        token,
      )

    const wrong = await reset(code === '000000' ? '111111' : '000000')
    const right = await reset(code)
    const replayed = await reset(code)

    expect(wrong).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } })
    expect(right.status).toBe(200)
    expect(replayed).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } })
  })

  it('answers INVALID_USERNAME for a phone without an account', async () => {
    const { status, body } = await post('/api/v1/forget-password-otp', { phone: nextPhone() })

    expect(status).toBe(400)
    expect(body).toEqual({ code: 'INVALID_USERNAME' })
  })

  it('does not accept a registration token', async () => {
    const user = await createTestUser(server.deps)
    clock.advance(301_000)
    const asked = await post('/api/v1/forget-password-otp', { phone: user.phone })
    expect(asked.status).toBe(200)
    const code = await outboxCode(user.phone)
    const phone = nextPhone()
    const registerToken = await requestRegisterToken(phone)

    const { status } = await post(
      '/api/v1/forget-password-verify-otp',
      { userName: user.phone, code, password: 'brand-new-1' },
      registerToken,
    )

    expect(status).toBe(401)
  })
})

describe('the dev outbox', () => {
  it('answers 404 for a phone that was sent nothing', async () => {
    const { status } = await request(`${server.baseUrl}/dev/outbox/${nextPhone()}`)

    expect(status).toBe(404)
  })
})
