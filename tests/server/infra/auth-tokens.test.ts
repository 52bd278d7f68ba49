import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requireUser } from '#server/src/http/request-auth.ts'
import type { HandlerFactory } from '#server/src/modules/registry.ts'
import { createPasswords, PRODUCTION_HASH_COST } from '#server/src/security/passwords.ts'
import { REFRESH_TOKEN_TTL_MS } from '#server/src/security/sessions.ts'
import { request } from '../support/http-client.ts'
import { createManualClock } from '../support/manual-clock.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createTestUser } from '../support/test-users.ts'

const minutes = (n: number) => n * 60 * 1000
const clock = createManualClock(new Date('2026-03-10T08:00:00Z'))

// getUser answers the caller the bearer check established, so a 200 proves who got through.
const whoAmI: HandlerFactory = () => ({
  getUser: async (req) => {
    const user = requireUser(req)
    return {
      data: {
        _id: user.id,
        userName: 'probe',
        fullName: 'probe',
        role: user.role,
        status: 'ACTIVE',
        walletId: user.walletId ?? user.id,
        walletAmount: 0,
      },
    }
  },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ clock, handlerFactories: [whoAmI] })
})
afterAll(async () => {
  await server?.close()
})

async function whoIs(userId: string, token: string) {
  return request(`${server.baseUrl}/api/v1/user/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  })
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('access tokens', () => {
  test('a token this server issued lets its user in', async () => {
    const user = await createTestUser(server.deps)
    const response = await whoIs(user.id, user.session.accessToken)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ data: { _id: user.id, walletId: user.walletId } })
  })

  test('no token, or a malformed header, is refused', async () => {
    const user = await createTestUser(server.deps)
    expect((await request(`${server.baseUrl}/api/v1/user/${user.id}`)).status).toBe(401)
    const basic = await request(`${server.baseUrl}/api/v1/user/${user.id}`, {
      headers: { authorization: `Basic ${user.session.accessToken}` },
    })
    expect(basic.status).toBe(401)
  })

  test('a token signed with another key is refused', async () => {
    const user = await createTestUser(server.deps)
    const now = Math.floor(clock.now().getTime() / 1000)
    const forged = await new SignJWT({ sid: user.session.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer('game-topup-shop')
      .setAudience('api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough'))
    const response = await whoIs(user.id, forged)
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  test('alg "none" is refused', async () => {
    const user = await createTestUser(server.deps)
    const [, payload] = user.session.accessToken.split('.')
    const unsigned = `${base64url({ alg: 'none', typ: 'at+jwt' })}.${payload}.`
    expect((await whoIs(user.id, unsigned)).status).toBe(401)
  })

  test('a payload changed after signing is refused', async () => {
    const victim = await createTestUser(server.deps)
    const attacker = await createTestUser(server.deps)
    const [header, payload, signature] = attacker.session.accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >
    const tampered = `${header}.${base64url({ ...claims, sub: victim.id, sid: victim.session.sessionId })}.${signature}`
    expect((await whoIs(victim.id, tampered)).status).toBe(401)
  })

  test('an OTP token cannot pass for an access token', async () => {
    const user = await createTestUser(server.deps)
    const otpToken = await server.deps.otpTokens.issue({ phone: user.phone, purpose: 'RESET' })
    expect((await whoIs(user.id, otpToken)).status).toBe(401)
    expect(await server.deps.otpTokens.verify(user.session.accessToken)).toBeNull()
  })

  test('a token works for 15 minutes and not after', async () => {
    const user = await createTestUser(server.deps)
    clock.advance(minutes(14))
    expect((await whoIs(user.id, user.session.accessToken)).status).toBe(200)
    clock.advance(minutes(1) + 1000)
    expect((await whoIs(user.id, user.session.accessToken)).status).toBe(401)
  })

  test("a suspended user's token stops working at once", async () => {
    const user = await createTestUser(server.deps)
    expect((await whoIs(user.id, user.session.accessToken)).status).toBe(200)
    await server.db
      .updateTable('users')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', user.id)
      .execute()
    expect((await whoIs(user.id, user.session.accessToken)).status).toBe(401)
  })

  test('revoking a session ends its access tokens too', async () => {
    const user = await createTestUser(server.deps)
    const other = await server.deps.sessions.issueSession(user.id)
    await server.deps.sessions.revokeFamily(user.session.sessionId)
    expect((await whoIs(user.id, user.session.accessToken)).status).toBe(401)
    expect((await whoIs(user.id, other.accessToken)).status).toBe(200)
  })
})

describe('refresh tokens', () => {
  test('rotate on every use: the new pair works, in the same family', async () => {
    const user = await createTestUser(server.deps)
    const result = await server.deps.sessions.rotateRefreshToken(user.session.refreshToken)
    if (!result.ok) throw new Error(`refused: ${result.reason}`)
    expect(result.session.sessionId).toBe(user.session.sessionId)
    expect(result.session.refreshToken).not.toBe(user.session.refreshToken)
    expect((await whoIs(user.id, result.session.accessToken)).status).toBe(200)
    const next = await server.deps.sessions.rotateRefreshToken(result.session.refreshToken)
    expect(next.ok).toBe(true)
  })

  test('reusing a retired token revokes the whole family', async () => {
    const user = await createTestUser(server.deps)
    const rotated = await server.deps.sessions.rotateRefreshToken(user.session.refreshToken)
    if (!rotated.ok) throw new Error(`refused: ${rotated.reason}`)

    const replay = await server.deps.sessions.rotateRefreshToken(user.session.refreshToken)
    expect(replay).toEqual({ ok: false, reason: 'reused' })

    // The legitimate holder's newer tokens die with the family.
    expect(await server.deps.sessions.rotateRefreshToken(rotated.session.refreshToken)).toEqual({
      ok: false,
      reason: 'revoked',
    })
    expect((await whoIs(user.id, rotated.session.accessToken)).status).toBe(401)
  })

  test('two refreshes racing with one token: one wins, the other is a reuse', async () => {
    const user = await createTestUser(server.deps)
    const results = await Promise.all([
      server.deps.sessions.rotateRefreshToken(user.session.refreshToken),
      server.deps.sessions.rotateRefreshToken(user.session.refreshToken),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'reused' }])
  })

  test('an unknown, expired or suspended account token is refused', async () => {
    expect(await server.deps.sessions.rotateRefreshToken('made-up-token')).toEqual({
      ok: false,
      reason: 'unknown',
    })

    const idle = await createTestUser(server.deps)
    clock.advance(REFRESH_TOKEN_TTL_MS + 1000)
    expect(await server.deps.sessions.rotateRefreshToken(idle.session.refreshToken)).toEqual({
      ok: false,
      reason: 'expired',
    })

    const suspended = await createTestUser(server.deps)
    await server.db
      .updateTable('users')
      .set({ status: 'SUSPENDED' })
      .where('id', '=', suspended.id)
      .execute()
    expect(await server.deps.sessions.rotateRefreshToken(suspended.session.refreshToken)).toEqual({
      ok: false,
      reason: 'account-inactive',
    })
  })

  test('are stored only as keyed hashes', async () => {
    const user = await createTestUser(server.deps)
    const stored = await server.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('family_id', '=', user.session.sessionId)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.token_hash).not.toContain(user.session.refreshToken)
  })
})

describe('OTP tokens', () => {
  test('carry the phone and purpose for 30 minutes', async () => {
    const token = await server.deps.otpTokens.issue({ phone: '2055512345', purpose: 'REGISTER' })
    expect(await server.deps.otpTokens.verify(token)).toEqual({
      phone: '2055512345',
      purpose: 'REGISTER',
    })
    clock.advance(minutes(31))
    expect(await server.deps.otpTokens.verify(token)).toBeNull()
  })
})

describe('passwords', () => {
  test('are salted scrypt hashes checked in constant time', async () => {
    // The cost production hashes at; the test servers hash at the cheapest.
    const { hash: hashPassword, verify: verifyPassword } = createPasswords(PRODUCTION_HASH_COST)
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^scrypt\$/)
    expect(first).not.toBe(second)
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(first, 'correct horse batterY')).toBe(false)
    expect(await verifyPassword(null, 'correct horse battery')).toBe(false)
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
  })

  test('keep their own cost, so a hash made before the cost changed still verifies', async () => {
    const cheap = createPasswords(10)
    const stored = await cheap.hash('correct horse battery')
    expect(stored).toMatch(/^scrypt\$1024\$/)
    expect(
      await createPasswords(PRODUCTION_HASH_COST).verify(stored, 'correct horse battery'),
    ).toBe(true)
  })
})
