import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditWallet } from '../shop/fixtures.ts'
import { request } from '../support/http-client.ts'
import { connectSocket } from '../support/sockets.ts'
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

  it('set a picture the user uploaded once its bytes arrived, with the email', async () => {
    const user = await createTestUser(server.deps)
    const other = await createTestUser(server.deps)
    const stored = '1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.jpg'
    const pending = '2f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.png'
    const othersPicture = '3f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0.webp'
    await server.db
      .insertInto('uploads')
      .values([
        {
          file_name: stored,
          user_id: user.id,
          mime_type: 'image/jpeg',
          size: 10,
          stored_at: new Date(),
        },
        { file_name: pending, user_id: user.id, mime_type: 'image/png', size: 10, stored_at: null },
        {
          file_name: othersPicture,
          user_id: other.id,
          mime_type: 'image/webp',
          size: 10,
          stored_at: new Date(),
        },
      ])
      .execute()
    const update = (body: object) =>
      call(`/api/v1/user/${user.id}`, {
        method: 'PUT',
        token: user.session.accessToken,
        body: JSON.stringify(body),
      })

    const ownPicture = await update({ image: stored, email: 'noy@example.la' })
    const notArrived = await update({ image: pending })
    const someoneElses = await update({ image: othersPicture })
    const reread = await call(`/api/v1/user/${user.id}`, { token: user.session.accessToken })

    expect(ownPicture).toMatchObject({
      status: 200,
      body: { data: { image: stored, email: 'noy@example.la' } },
    })
    expect(notArrived).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(someoneElses).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(reread.body).toMatchObject({ data: { image: stored } })
  })

  it('answer 404 to the admin for an id that has no account, and 401 without a token', async () => {
    const admin = await createTestUser(server.deps, { role: 'ADMIN' })
    const missing = '7d1c2b3a-4958-4766-8574-635241302f1e'

    const byAdmin = await call(`/api/v1/user/${missing}`, { token: admin.session.accessToken })
    const anonymous = await call(`/api/v1/user/${admin.id}`)

    expect(byAdmin).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
  })

  it('read the wallet balance from the wallet', async () => {
    const user = await createTestUser(server.deps)
    await creditWallet(server.db, user.walletId, 25_000)

    const { body } = await call(`/api/v1/user/${user.id}`, { token: user.session.accessToken })

    expect(body).toMatchObject({ data: { walletId: user.walletId, walletAmount: 25_000 } })
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
  const asOperator = async (path: string, init: RequestInit = {}) => {
    const operator = await createTestUser(server.deps, { role: 'ADMIN' })
    return call(path, { ...init, token: operator.session.accessToken })
  }

  it('ends the sessions at once and blocks sign-in, until reactivated', async () => {
    const user = await createTestUser(server.deps)
    const socket = await connectSocket(server.baseUrl, { token: user.session.accessToken })
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve))

    const suspended = await asOperator(`/api/v1/admin/accounts/${user.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'SUSPENDED' }),
    })
    const withOldToken = await call(`/api/v1/user/${user.id}`, {
      token: user.session.accessToken,
    })
    const refresh = await request(
      `${server.baseUrl}/api/v1/genarater-refresh-token`,
      json({ token: user.session.refreshToken }),
    )
    const login = await request(
      `${server.baseUrl}/api/v1/login`,
      json({ userName: user.phone, password: user.password }),
    )
    await asOperator(`/api/v1/admin/accounts/${user.id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'ACTIVE' }),
    })
    const relogin = await request(
      `${server.baseUrl}/api/v1/login`,
      json({ userName: user.phone, password: user.password }),
    )

    expect(suspended).toMatchObject({ status: 200, body: { data: { status: 'SUSPENDED' } } })
    expect(withOldToken.status).toBe(401)
    expect(refresh).toMatchObject({ status: 402, body: { code: 'REFRESH_TOKEN_EXPIRED' } })
    expect(await socketClosed).toBe('io server disconnect')
    expect(login).toMatchObject({ status: 403, body: { code: 'USER_SUSPENDED' } })
    expect(relogin.status).toBe(200)
  })

  it('answers 404 for an id that has no account', async () => {
    const { status, body } = await asOperator(
      '/api/v1/admin/accounts/7d1c2b3a-4958-4766-8574-635241302f1e/status',
      { method: 'PUT', body: JSON.stringify({ status: 'SUSPENDED' }) },
    )

    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'NOT_FOUND' })
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

  const idToken = (
    claims: Record<string, unknown>,
    {
      audience = clientId,
      issuer = 'https://accounts.google.com',
      subject = 'google-sub-1',
      expiresAt = '5m' as string | number,
    } = {},
  ) =>
    new SignJWT({ email: 'noy@example.la', email_verified: true, name: 'Noy', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(privateKey)

  const signIn = async (token: string) =>
    request(`${google.baseUrl}/api/v1/login-google`, json({ token }))

  it("tells the login screen the client id its button uses, the backend's own", async () => {
    const settings = await request(`${google.baseUrl}/api/v1/login-google`)

    expect(settings).toMatchObject({ status: 200, body: { clientId } })
  })

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

  it('refuses a token for another app or issuer, an unverified email, an expired one and a forged one', async () => {
    const otherApp = await signIn(await idToken({}, { audience: 'someone-else' }))
    const otherIssuer = await signIn(await idToken({}, { issuer: 'https://accounts.example.com' }))
    const unverified = await signIn(await idToken({ email_verified: false }))
    const expired = await signIn(
      await idToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    )
    const forged = await signIn(`${(await idToken({})).slice(0, -4)}AAAA`)

    for (const refused of [otherApp, otherIssuer, unverified, expired, forged]) {
      expect(refused).toMatchObject({ status: 401, body: { code: 'INVALID_GOOGLE_TOKEN' } })
    }
  })

  it('accepts the short issuer spelling and refuses a suspended account', async () => {
    const token = await idToken(
      { email: 'kham@example.la' },
      { issuer: 'accounts.google.com', subject: 'google-sub-2' },
    )
    const first = await signIn(token)
    const id = (first.body as { data: { _id: string } }).data._id
    await google.db.updateTable('users').set({ status: 'SUSPENDED' }).where('id', '=', id).execute()

    const again = await signIn(token)

    expect(first).toMatchObject({ status: 200, body: { data: { userName: 'kham@example.la' } } })
    expect(again).toMatchObject({ status: 403, body: { code: 'USER_SUSPENDED' } })
  })
})
