import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request } from '../support/http-client.ts'
import { createTestUser } from '../support/test-users.ts'
import type { TestServer } from '../support/test-server.ts'
import { json, startAccountsServer } from './fixtures.ts'

let server: TestServer

beforeAll(async () => {
  server = await startAccountsServer()
})
afterAll(() => server.close())

const call = (path: string, init: RequestInit & { token?: string } = {}) => {
  const { token, ...rest } = init
  return request(`${server.baseUrl}${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  })
}

describe('the user endpoints', () => {
  it('answer the caller, and refuse another customer by id', async () => {
    const a = await createTestUser(server.deps)
    const b = await createTestUser(server.deps)

    const own = await call(`/api/v1/user/${a.id}`, { token: a.session.accessToken })
    const other = await call(`/api/v1/user/${b.id}`, { token: a.session.accessToken })
    const update = await call(`/api/v1/user/${b.id}`, {
      method: 'PUT',
      token: a.session.accessToken,
      body: JSON.stringify({ fullName: 'Taken over' }),
    })
    const password = await call(`/api/v1/user/${b.id}/password`, {
      method: 'PUT',
      token: a.session.accessToken,
      body: JSON.stringify({ oldPassword: b.password, newPassword: 'whatever-1' }),
    })

    expect(own).toMatchObject({ status: 200, body: { data: { _id: a.id } } })
    expect([other.status, update.status, password.status]).toEqual([403, 403, 403])
  })

  it('let the admin read any user', async () => {
    const admin = await createTestUser(server.deps, { role: 'ADMIN' })
    const customer = await createTestUser(server.deps)

    const { status } = await call(`/api/v1/user/${customer.id}`, {
      token: admin.session.accessToken,
    })

    expect(status).toBe(200)
  })

  it('update the full name, and refuse a picture the user did not upload', async () => {
    const user = await createTestUser(server.deps)

    const renamed = await call(`/api/v1/user/${user.id}`, {
      method: 'PUT',
      token: user.session.accessToken,
      body: JSON.stringify({ fullName: 'Phonsavanh' }),
    })
    const foreignPicture = await call(`/api/v1/user/${user.id}`, {
      method: 'PUT',
      token: user.session.accessToken,
      body: JSON.stringify({ image: '0b6b8f1e-8a8e-4bb0-9a53-2f4a54c1c0de.png' }),
    })

    expect(renamed).toMatchObject({ status: 200, body: { data: { fullName: 'Phonsavanh' } } })
    expect(foreignPicture).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
  })

  it('change the password only with the old one, signing the other devices out', async () => {
    const user = await createTestUser(server.deps)
    const otherDevice = await server.deps.sessions.issueSession(user.id)
    const path = `/api/v1/user/${user.id}/password`

    const wrongOld = await call(path, {
      method: 'PUT',
      token: user.session.accessToken,
      body: JSON.stringify({ oldPassword: 'not-it', newPassword: 'fresh-pass-1' }),
    })
    const changed = await call(path, {
      method: 'PUT',
      token: user.session.accessToken,
      body: JSON.stringify({ oldPassword: user.password, newPassword: 'fresh-pass-1' }),
    })
    const thisDevice = await call(`/api/v1/user/${user.id}`, { token: user.session.accessToken })
    const elsewhere = await call(`/api/v1/user/${user.id}`, { token: otherDevice.accessToken })

    expect(wrongOld).toMatchObject({ status: 400, body: { code: 'INVALID_OLD_PASSWORD' } })
    expect(changed).toMatchObject({ status: 200, body: { message: 'SUCCESS' } })
    expect(thisDevice.status).toBe(200)
    expect(elsewhere.status).toBe(401)
  })
})

describe('suspension by the operator', () => {
  it('ends the sessions at once and blocks sign-in, until reactivated', async () => {
    const user = await createTestUser(server.deps)

    const suspended = await call(`/dev/users/${user.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'SUSPENDED' }),
    })
    const withOldToken = await call(`/api/v1/user/${user.id}`, {
      token: user.session.accessToken,
    })
    const login = await request(
      `${server.baseUrl}/api/v1/login`,
      json({ userName: user.phone, password: user.password }),
    )
    await call(`/dev/users/${user.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'ACTIVE' }),
    })
    const relogin = await request(
      `${server.baseUrl}/api/v1/login`,
      json({ userName: user.phone, password: user.password }),
    )
    const listed = await call('/dev/users')

    expect(suspended).toMatchObject({ status: 200, body: { status: 'SUSPENDED' } })
    expect(withOldToken.status).toBe(401)
    expect(login).toMatchObject({ status: 403, body: { code: 'USER_SUSPENDED' } })
    expect(relogin.status).toBe(200)
    expect((listed.body as { data: { _id: string }[] }).data.map((u) => u._id)).toContain(user.id)
  })
})

describe('Google sign-in against a local identity provider', () => {
  const clientId = 'shop-test.apps.example'
  let jwks: Server
  let google: TestServer
  let privateKey: CryptoKey

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256')
    privateKey = pair.privateKey
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256' }
    jwks = createServer((_, response) => {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ keys: [publicJwk] }))
    })
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
    const address = jwks.address()
    if (typeof address !== 'object' || !address) throw new Error('no JWKS address')
    google = await startAccountsServer({
      config: {
        googleClientId: clientId,
        googleJwksUrl: `http://127.0.0.1:${address.port}/jwks.json`,
      },
    })
  })
  afterAll(async () => {
    await google.close()
    await new Promise((resolve) => jwks.close(resolve))
  })

  const idToken = (claims: Record<string, unknown>, audience = clientId) =>
    new SignJWT({ email: 'noy@example.la', email_verified: true, name: 'Noy', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject('google-sub-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey)

  const signIn = async (token: string) =>
    request(`${google.baseUrl}/api/v1/login-google`, json({ token }))

  it('creates the customer on the first sign-in and finds it on the next', async () => {
    const first = await signIn(await idToken({}))
    const second = await signIn(await idToken({}))

    expect(first).toMatchObject({
      status: 200,
      body: { data: { userName: 'noy@example.la', fullName: 'Noy', role: 'CUSTOMER' } },
    })
    const firstId = (first.body as { data: { _id: string } }).data._id
    expect((second.body as { data: { _id: string } }).data._id).toBe(firstId)
  })

  it('refuses a token for another app, an unverified email and a forged one', async () => {
    const otherApp = await signIn(await idToken({}, 'someone-else'))
    const unverified = await signIn(await idToken({ email_verified: false }))
    const forged = await signIn(`${(await idToken({})).slice(0, -4)}AAAA`)

    for (const refused of [otherApp, unverified, forged]) {
      expect(refused).toMatchObject({ status: 401, body: { code: 'INVALID_GOOGLE_TOKEN' } })
    }
  })
})
