import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../../server/src/config.ts'
import { json, startAccountsServer } from '../server/accounts/fixtures.ts'
import { request } from '../server/support/http-client.ts'
import { productionVariables } from '../server/support/production-env.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { createTestUser, type TestUser } from '../server/support/test-users.ts'
import { listJsonBodyOperations } from './support/contract-inputs.ts'

// Guessing and flooding: an OTP guessed by brute force, passwords and SMS requests sent as fast as
// a script can, bodies too large to parse. The rate limits are the production ones: a production
// server ignores RATE_LIMIT_SCALE, which only the browser tests raise.

const productionScale = loadConfig({
  ...productionVariables,
  NODE_ENV: 'production',
  RATE_LIMIT_SCALE: '100',
}).rateLimitScale

let limited: TestServer
let guessing: TestServer
let customer: TestUser
let guesser: TestUser
let phoneSequence = 0

beforeAll(async () => {
  limited = await startTestServer({ config: { rateLimitScale: productionScale } })
  // Brute force of the OTP itself, with the request limits out of the way.
  guessing = await startAccountsServer()
  customer = await createTestUser(limited.deps)
  guesser = await createTestUser(guessing.deps)
})
afterAll(async () => {
  await limited?.close()
  await guessing?.close()
})

const post = (server: TestServer, path: string, body: unknown, token?: string) =>
  request(`${server.baseUrl}${path}`, json(body, token))
const nextPhone = () => `2088${String((phoneSequence += 1)).padStart(6, '0')}`
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

async function outboxCode(phone: string): Promise<string> {
  return ((await request(`${guessing.baseUrl}/dev/outbox/${phone}`)).body as { code: string }).code
}

describe('OTP brute force', () => {
  test(
    '20 parallel guesses of a registration code lock it: the right code is then refused',
    { tags: ['attacks'] },
    async () => {
      const phone = nextPhone()
      const { token } = (await post(guessing, '/api/v1/register-otp', { phone })).body as {
        token: string
      }
      const code = await outboxCode(phone)
      const register = (withCode: string) =>
        post(
          guessing,
          '/api/v1/verify-register-craete-customer',
          {
            userName: phone,
            password: 'secret-123',
            role: 'CUSTOMER',
            fullName: 'Guess',
            code: withCode,
          },
          token,
        )
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => register(String(100000 + i * 7919).slice(0, 6))),
      )
      expect(guesses.filter((guess) => guess.status === 200)).toEqual([])
      const right = await register(code)
      expect(right).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } })
      // Nor does a fresh code come at once to start guessing again.
      expect((await post(guessing, '/api/v1/register-otp', { phone })).status).toBe(429)
    },
  )

  test(
    'guessing a password-reset code locks it, and the password stays',
    { tags: ['attacks'] },
    async () => {
      const owner = await createTestUser(guessing.deps)
      const { token } = (
        await post(guessing, '/api/v1/forget-password-otp', { phone: owner.phone })
      ).body as { token: string }
      const code = await outboxCode(owner.phone)
      const reset = (withCode: string) =>
        post(
          guessing,
          '/api/v1/forget-password-verify-otp',
          { userName: owner.phone, code: withCode, password: 'taken-over' },
          token,
        )
      for (let i = 0; i < 5; i += 1) expect((await reset(wrongCode(code))).status).toBe(400)
      expect((await reset(code)).status).toBe(429)
      const login = await post(guessing, '/api/v1/login', {
        userName: owner.phone,
        password: owner.password,
      })
      expect(login.status).toBe(200)
    },
  )
})

describe('rate limits at their production values', () => {
  test(
    'password guessing on one phone is stopped after 10 tries a minute',
    { tags: ['attacks'] },
    async () => {
      const statuses = []
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (
            await post(limited, '/api/v1/login', {
              userName: customer.phone,
              password: `guess-${i}`,
            })
          ).status,
        )
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429])
      // The right password is refused too while the limit holds: the guesser learns nothing.
      const right = await post(limited, '/api/v1/login', {
        userName: customer.phone,
        password: customer.password,
      })
      expect(right.status).toBe(429)
    },
  )

  test.each(['/api/v1/register-otp', '/api/v1/forget-password-otp'])(
    '%s sends at most 5 SMS a minute from one address',
    { tags: ['attacks'] },
    async (path) => {
      const statuses = []
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await post(limited, path, { phone: nextPhone() })).status)
      }
      expect(statuses.slice(0, 5)).not.toContain(429)
      expect(statuses[5]).toBe(429)
    },
  )
})

describe('oversized bodies', () => {
  const overOneMegabyte = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) })

  test.each(listJsonBodyOperations())(
    '%s refuses a body over 1 MB with 413',
    { tags: ['attacks'] },
    async (operation) => {
      const [method, path] = operation.split(' ') as [string, string]
      // On the server without request limits, so an SMS limit reached above does not answer first.
      const url = `${guessing.baseUrl}${path.replace(/\{[^}]+\}/g, randomUUID())}`
      const answer = await request(url, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${guesser.session.accessToken}`,
        },
        body: overOneMegabyte,
      })
      expect(answer.status).toBe(413)
      expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    },
  )

  test(
    'JSON nested 100,000 deep is refused, and the server keeps answering',
    { tags: ['attacks'] },
    async () => {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
      const answer = await request(`${limited.baseUrl}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      })
      expect(answer.status).toBe(400)
      expect((await request(`${limited.baseUrl}/api/v1/games-group-by-category`)).status).toBe(200)
    },
  )
})
