import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  realtimeEvents,
  type ChatMessagePayload,
  type TopupPaidPayload,
} from '#contract/realtime-events.ts'
import type { Realtime } from '#server/src/realtime/realtime.ts'
import type { RealtimeConnection } from '#src/realtime/realtime-connection.ts'
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
 * Events on one socket arrive in order: once an event for every socket sent afterwards has reached
 * them all, anything sent to them before has arrived too (or was never sent to them). A resync is
 * such an event, and these raw sockets ignore it.
 */
async function settle(sockets: Socket[]) {
  const arrivals = sockets.map(
    (socket) => new Promise<void>((resolve) => socket.once(realtimeEvents.resync, () => resolve())),
  )
  server.deps.realtime.emitGroup(realtimeEvents.resync)
  await Promise.all(arrivals)
}

function aliceGroupMessage(): ChatMessagePayload {
  return {
    _id: crypto.randomUUID(),
    senderName: 'Alice',
    createdbyName: alice.id,
    phone: '2055555555',
    text: 'hello',
    image: [],
    type: 'TEXT',
    mode: 'GROUP',
    isFrom: 'CUSTOMER',
    created_at: new Date().toISOString(),
  }
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
      recordEvents(socket, realtimeEvents.topupPaid(alice.id)),
    )
    const paid: TopupPaidPayload = {
      topupId: crypto.randomUUID(),
      amount: 10_000,
      walletAmount: 10_000,
      status: 'SUCCESS',
    }

    server.deps.realtime.emitToUser(alice.id, realtimeEvents.topupPaid(alice.id), paid)
    await settle([aliceTab1, aliceTab2, bobTab, visitor])

    expect(received).toEqual([[paid], [paid], [], []])
  })

  test('emitGroup reaches everyone, visitors included', async () => {
    const aliceTab = await connect({ token: alice.session.accessToken })
    const visitor = await connect()
    const received = [aliceTab, visitor].map((socket) =>
      recordEvents(socket, realtimeEvents.groupChat),
    )
    const message = aliceGroupMessage()

    server.deps.realtime.emitGroup(realtimeEvents.groupChat, message)
    await settle([aliceTab, visitor])

    expect(received).toEqual([[message], [message]])
  })

  test('emitGroupDivided gives the insiders and operators one version, every other socket the other', async () => {
    const operator = await createTestUser(server.deps, { role: 'ADMIN' })
    const aliceTab = await connect({ token: alice.session.accessToken })
    const operatorTab = await connect({ token: operator.session.accessToken })
    const bobTab = await connect({ token: bob.session.accessToken })
    const visitor = await connect()
    const sockets = [aliceTab, operatorTab, bobTab, visitor]
    const received = sockets.map((socket) => recordEvents(socket, realtimeEvents.groupChat))
    const inside = aliceGroupMessage()
    const outside = { ...inside, phone: '20•••••555' }

    server.deps.realtime.emitGroupDivided(realtimeEvents.groupChat, {
      insiderIds: [alice.id],
      inside: [inside],
      outside: [outside],
    })
    await settle(sockets)

    expect(received).toEqual([[inside], [inside], [outside], [outside]])
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

/**
 * Typechecked, never run: the contract's one map refuses, on the server's side and the SPA's alike,
 * an event it does not list and a payload that is not the event's. Each line below fails the
 * typecheck when it stops being an error.
 */
export function refusedByTheContract(realtime: Realtime, connection: RealtimeConnection) {
  // @ts-expect-error an event the contract does not list
  realtime.emitGroup('settle', null)
  // @ts-expect-error a top-up's payload without the new balance
  realtime.emitToUser('u', realtimeEvents.topupPaid('u'), {
    topupId: 't',
    amount: 1,
    status: 'SUCCESS',
  })
  // @ts-expect-error an event the contract does not list
  connection.on('BANK:TOPUPS', () => {})
  connection.on(realtimeEvents.orderRefunded('u'), (refund) => {
    // @ts-expect-error a refund carries no top-up id
    void refund.topupId
  })
}
