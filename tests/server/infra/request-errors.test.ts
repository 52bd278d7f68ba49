import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '#server/src/app.ts'
import { loadConfig } from '#server/src/config.ts'
import { ApiError } from '#server/src/http/api-error.ts'
import { withRateLimit, type SuccessBody } from '#server/src/http/operations.ts'
import type { HandlerFactory } from '#server/src/modules/registry.ts'
import { request } from '../support/http-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

type LeaderboardAnswer = 'valid' | 'wrong-enum' | 'missing-field' | 'undocumented-status'
let leaderboardAnswer: LeaderboardAnswer = 'valid'

const validLeaderboard: SuccessBody<'getLeaderboard'> = {
  status: 200,
  range: { gift1: 'gift-1.png', gift2: 'gift-2.png', gift3: 'gift-3.png' },
  data: [],
}

const probes: HandlerFactory = () => ({
  listGamesByCategory: async () => {
    throw new Error('connection to db-host failed: password hunter2')
  },
  getLeaderboard: async () => {
    switch (leaderboardAnswer) {
      case 'valid':
        return validLeaderboard
      case 'wrong-enum':
        return { ...validLeaderboard, status: 201 as 200 }
      case 'missing-field':
        return { status: 200, data: [] } as unknown as SuccessBody<'getLeaderboard'>
      case 'undocumented-status':
        throw new ApiError(409, 'FORBIDDEN')
    }
  },
  login: withRateLimit(
    async () => {
      throw new ApiError(401, 'INVALID_USERNAME_OR_PASSWORD')
    },
    { max: 2, timeWindow: '1 minute' },
  ),
})

let server: TestServer
const json = { 'content-type': 'application/json' }

beforeAll(async () => {
  server = await startTestServer({ handlerFactories: [probes] })
})
afterAll(async () => {
  await server?.close()
})

const post = (path: string, body: string, headers: Record<string, string> = json) =>
  request(`${server.baseUrl}${path}`, { method: 'POST', headers, body })

describe('requests outside the contract', () => {
  test('a body over 1 MB answers 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post(
      '/dev/bank/pay',
      JSON.stringify({ qr_code: 'x'.repeat(1024 * 1024 + 1) }),
    )
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  test.each([
    ['a missing field', '{}'],
    ['a wrong type, not coerced', '{"qr_code": 12345}'],
    ['null, not coerced', '{"qr_code": null}'],
    ['a property the contract does not have', '{"qr_code": "abc", "amount": 5}'],
    ['malformed JSON', '{"qr_code": '],
  ])('%s answers 400 INVALID_REQUEST', async (_label, body) => {
    const response = await post('/dev/bank/pay', body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) })
  })

  test('a body that is not JSON answers 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await post('/dev/bank/pay', '<qr/>', { 'content-type': 'application/xml' })
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  test('query parameters are coerced to the contract types and checked', async () => {
    const bad = await request(`${server.baseUrl}/api/v1/chats-group?limit=many`)
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'INVALID_REQUEST' })
    const good = await request(`${server.baseUrl}/api/v1/chats-group?limit=5`)
    expect(good.status).toBe(501) // valid, and no chat module in this test
  })

  test('a secured operation checks the token before the request shape', async () => {
    const response = await request(`${server.baseUrl}/api/v1/user/not-a-uuid`)
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('answers', () => {
  test('an operation without a handler answers 501 NOT_IMPLEMENTED', async () => {
    const response = await request(`${server.baseUrl}/api/v1/chats-group`)
    expect(response.status).toBe(501)
    expect(response.body).toMatchObject({ code: 'NOT_IMPLEMENTED' })
  })

  test('an unexpected failure answers 500 INTERNAL_ERROR and reveals nothing', async () => {
    const response = await request(`${server.baseUrl}/api/v1/games-group-by-category`)
    expect(response.status).toBe(500)
    expect(response.body).toEqual({ code: 'INTERNAL_ERROR' })
  })

  test('a body matching the contract passes unchanged', async () => {
    leaderboardAnswer = 'valid'
    const response = await request(`${server.baseUrl}/api/v1/range-users`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(validLeaderboard)
  })

  test.each<[LeaderboardAnswer, string]>([
    ['wrong-enum', 'a value outside an enum'],
    ['missing-field', 'a missing required field'],
    ['undocumented-status', 'a status the operation does not document'],
  ])('%s: %s answers 500 RESPONSE_SCHEMA_MISMATCH in tests', async (answer) => {
    leaderboardAnswer = answer
    const response = await request(`${server.baseUrl}/api/v1/range-users`)
    expect(response.status).toBe(500)
    expect(response.body).toMatchObject({ code: 'RESPONSE_SCHEMA_MISMATCH' })
  })

  test('a rate-limited operation answers 429 RATE_LIMITED past its limit', async () => {
    const login = () =>
      post('/api/v1/login', JSON.stringify({ userName: '2055555555', password: 'secret' }))
    expect((await login()).status).toBe(401)
    expect((await login()).status).toBe(401)
    const limited = await login()
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('building the app', () => {
  async function buildWith(overrides: { devHelpers?: boolean; factories?: HandlerFactory[] }) {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-build-'))
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        TOKEN_SECRET: randomBytes(32).toString('hex'),
      }),
      ...(overrides.devHelpers === undefined ? {} : { devHelpers: overrides.devHelpers }),
    }
    try {
      const built = await buildApp({
        config,
        db: server.db,
        handlerFactories: overrides.factories ?? [],
      })
      return { built, cleanup: () => rm(dataDir, { recursive: true, force: true }) }
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true })
      throw error
    }
  }

  test('without dev helpers (production) the /dev operations are not routed at all', async () => {
    const { built, cleanup } = await buildWith({ devHelpers: false })
    const response = await built.app.inject({ method: 'GET', url: '/dev/outbox/2055555555' })
    await built.close()
    await cleanup()
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND' })

    const withHelpers = await request(`${server.baseUrl}/dev/outbox/2055555555`)
    expect(withHelpers.status).toBe(501)
  })

  test('two modules handling one operation stop the start', async () => {
    const first: HandlerFactory = () => ({ getLeaderboard: async () => validLeaderboard })
    await expect(buildWith({ factories: [first, first] })).rejects.toThrow(
      /getLeaderboard has two handlers/,
    )
  })
})
