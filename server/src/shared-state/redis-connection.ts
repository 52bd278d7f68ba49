import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

/** The Redis server every backend process shares: realtime events and limits go through it. */
export interface RedisConnection {
  client: RedisClient
  /** Whether commands reach Redis now; while it is down, each process counts limits by itself. */
  isUp(): boolean
  /** Called each time Redis is back after an outage (events sent meanwhile may be lost). */
  onRecovered(listener: () => void): void
  close(): Promise<void>
}

// Reconnects every 0.1 s at first, then at most every 2 s, for as long as the process lives.
const reconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 2_000)

/**
 * Connects to Redis and keeps reconnecting. An outage is logged once when it starts and once when
 * it ends, never per failed attempt, and the process keeps serving meanwhile.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const client: RedisClient = createClient({ url, socket: { reconnectStrategy: reconnectDelay } })
  const recoveredListeners: (() => void)[] = []
  let down = false

  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    log.error(
      { err: error },
      'Redis is unreachable: realtime events between processes wait for it, and each process counts limits by itself',
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log.info('Redis is back: clients are told to reload what they may have missed')
    for (const listener of recoveredListeners) listener()
  })

  await client.connect()
  return {
    client,
    isUp: () => client.isReady,
    onRecovered: (listener) => void recoveredListeners.push(listener),
    close: async () => {
      if (client.isOpen) await client.close()
    },
  }
}
