import { afterAll, beforeAll, expect, test } from 'vitest'
import { realtimeEvents } from '#contract/realtime-events.ts'
import { openRealtimeConnection } from '#src/realtime/realtime-connection.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

// The SPA's connection, against the real socket server: when a backend process says its relay to
// the others was down, every screen that shows live data is told to reload it.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ handlerFactories: [] })
})
afterAll(async () => {
  await server?.close()
})

/** A visitor's session: nobody signed in, nothing to renew. */
const visitor = {
  getSnapshot: () => null,
  subscribe: () => () => {},
  refresh: () => Promise.resolve('expired' as const),
}

test('the relay back after an outage makes the connection resync, as a reconnect does', async () => {
  const connection = openRealtimeConnection({ baseUrl: server.baseUrl, session: visitor })
  let resyncs = 0
  const resynced = () => new Promise<void>((resolve) => connection.onResync(() => resolve()))
  connection.onResync(() => (resyncs += 1))
  try {
    // The first connect resyncs: events sent before the handshake reached no one.
    await resynced()
    expect(resyncs).toBe(1)
    const relayBack = resynced()
    server.io.local.emit(realtimeEvents.resync)
    await relayBack
    expect(resyncs).toBe(2)
  } finally {
    connection.close()
  }
})
