import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { request } from '../server/support/http-client.ts'
import { createManualClock } from '../server/support/manual-clock.ts'
import { connectSocket } from '../server/support/sockets.ts'
import { startTestServer, type TestServer } from '../server/support/test-server.ts'
import { createTestUser, type TestUser } from '../server/support/test-users.ts'

// Tokens an attacker can make or find, each tried on the REST API and on the socket handshake.
// The victim's id is the one every token claims: a token that got through would read their data
// or join their room (their balance and chat events).

const clock = createManualClock()
let server: TestServer
let victim: TestUser

beforeAll(async () => {
  server = await startTestServer({ clock })
  victim = await createTestUser(server.deps)
})
afterAll(async () => {
  await server?.close()
})

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

/** How each bad token is made, from a fresh session of the victim (and one of an attacker). */
const badTokens: Record<string, () => Promise<string>> = {
  'alg "none" with the victim\'s real claims': async () => {
    const { accessToken } = await server.deps.sessions.issueSession(victim.id)
    return `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url(claimsOf(accessToken))}.`
  },
  'signed with a guessed key': async () => {
    const { accessToken } = await server.deps.sessions.issueSession(victim.id)
    return new SignJWT(claimsOf(accessToken))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('secret-secret-secret-secret-secret'))
  },
  "the attacker's token with the victim's id pasted in": async () => {
    const attacker = await createTestUser(server.deps)
    const mine = await server.deps.sessions.issueSession(victim.id)
    const [header, , signature] = attacker.session.accessToken.split('.')
    const claims = {
      ...claimsOf(attacker.session.accessToken),
      sub: victim.id,
      sid: mine.sessionId,
    }
    return `${header}.${base64url(claims)}.${signature}`
  },
  'expired a second ago': async () => {
    const { accessToken } = await server.deps.sessions.issueSession(victim.id)
    clock.advance(15 * 60 * 1000 + 1000)
    return accessToken
  },
  'an OTP token': () => server.deps.otpTokens.issue({ phone: victim.phone, purpose: 'RESET' }),
  'a refresh token': async () => (await server.deps.sessions.issueSession(victim.id)).refreshToken,
  'a logged-out session': async () => {
    const session = await server.deps.sessions.issueSession(victim.id)
    await server.deps.sessions.revokeFamily(session.sessionId)
    return session.accessToken
  },
}

describe('bad tokens on the REST API', () => {
  test.each(Object.keys(badTokens))(
    '%s is refused with 401',
    { tags: ['attacks'] },
    async (kind) => {
      const token = await badTokens[kind]!()
      const answer = await request(`${server.baseUrl}/api/v1/user/${victim.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(answer.status).toBe(401)
      expect(JSON.stringify(answer.body)).not.toContain(victim.phone)
    },
  )
})

describe('bad tokens on the socket handshake', () => {
  test.each(Object.keys(badTokens))('%s is refused', { tags: ['attacks'] }, async (kind) => {
    const token = await badTokens[kind]!()
    await expect(connectSocket(server.baseUrl, { token })).rejects.toThrow()
  })
})

describe('the socket handshake from another site', () => {
  test.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'Origin %s is refused, even with a valid token',
    { tags: ['attacks'] },
    async (origin) => {
      const { accessToken } = await server.deps.sessions.issueSession(victim.id)
      await expect(connectSocket(server.baseUrl, { token: accessToken, origin })).rejects.toThrow()
    },
  )

  test('the same origin connects (the refusals above are about the Origin)', async () => {
    const { accessToken } = await server.deps.sessions.issueSession(victim.id)
    const socket = await connectSocket(server.baseUrl, {
      token: accessToken,
      origin: server.baseUrl,
    })
    socket.close()
  })
})
