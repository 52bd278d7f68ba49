import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectSocket, recordEvents } from '../support/sockets.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { createTestUser, type TestUser } from '../support/test-users.ts'

let server: TestServer
let alice: TestUser
let bob: TestUser
const open: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ handlerFactories: [] })
  alice = await createTestUser(server.deps)
  bob = await createTestUser(server.deps)
})
afterEach(() => {
  for (const socket of open.splice(0)) socket.close()
})
afterAll(async () => {
  await server?.close()
})

async function connect(options: { token?: string; origin?: string } = {}): Promise<Socket> {
  const socket = await connectSocket(server.baseUrl, options)
  open.push(socket)
  return socket
}

/**
 * Events on one socket arrive in order: once a group event sent afterwards has reached every socket,
 * anything sent to them before has arrived too (or was never sent to them).
 */
async function settle(sockets: Socket[]) {
  const arrivals = sockets.map(
    (socket) => new Promise<void>((resolve) => socket.once('settle', () => resolve())),
  )
  server.deps.realtime.emitGroup('settle', null)
  await Promise.all(arrivals)
}

describe('the handshake', () => {
  test('a socket from the same origin, or with no Origin, connects', async () => {
    await expect(connect({ origin: server.baseUrl })).resolves.toBeDefined()
    await expect(connect()).resolves.toBeDefined()
  })

  test('a socket from a foreign origin is refused', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow()
    await expect(connect({ origin: 'not a url' })).rejects.toThrow()
  })

  test('a bad token is refused; no token is an anonymous visitor', async () => {
    await expect(connect({ token: 'not-a-token' })).rejects.toThrow('UNAUTHORIZED')
    await expect(connect({ token: alice.session.accessToken })).resolves.toBeDefined()
  })
})

describe('Realtime', () => {
  test('emitToUser reaches every socket of that user and nobody else', async () => {
    const aliceTab1 = await connect({ token: alice.session.accessToken })
    const aliceTab2 = await connect({ token: alice.session.accessToken })
    const bobTab = await connect({ token: bob.session.accessToken })
    const visitor = await connect()
    const received = [aliceTab1, aliceTab2, bobTab, visitor].map((socket) =>
      recordEvents(socket, `BANK:TOPUP:${alice.id}`),
    )

    server.deps.realtime.emitToUser(alice.id, `BANK:TOPUP:${alice.id}`, { amount: 10_000 })
    await settle([aliceTab1, aliceTab2, bobTab, visitor])

    expect(received).toEqual([[{ amount: 10_000 }], [{ amount: 10_000 }], [], []])
  })

  test('emitGroup reaches everyone, visitors included', async () => {
    const aliceTab = await connect({ token: alice.session.accessToken })
    const visitor = await connect()
    const received = [aliceTab, visitor].map((socket) => recordEvents(socket, 'MESSEGE:GROUP'))

    server.deps.realtime.emitGroup('MESSEGE:GROUP', { text: 'hello' })
    await settle([aliceTab, visitor])

    expect(received).toEqual([[{ text: 'hello' }], [{ text: 'hello' }]])
  })

  test("disconnectUser drops only that user's sockets", async () => {
    const aliceTab = await connect({ token: alice.session.accessToken })
    const bobTab = await connect({ token: bob.session.accessToken })
    const dropped = new Promise<void>((resolve) => aliceTab.once('disconnect', () => resolve()))

    server.deps.realtime.disconnectUser(alice.id)
    await dropped

    expect(aliceTab.connected).toBe(false)
    await settle([bobTab])
    expect(bobTab.connected).toBe(true)
  })
})
