import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import { createReadiness } from '#server/src/observability/readiness.ts'
import { connectRedis } from '#server/src/shared-state/redis-connection.ts'
import { startRedis } from '#tooling/local-services.ts'
import { request } from '../support/http-client.ts'
import { recordingLogger } from '../support/stand-in-sms-gateway.ts'
import { openTestDatabase } from '../support/test-database.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const html = { accept: 'text/html' }

describe('a serving process', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ handlerFactories: [] })
  })
  afterAll(() => server?.close())

  test('is alive and ready, and neither answer is the page or cached', async () => {
    const alive = await request(`${server.baseUrl}/healthz`, { headers: html })
    expect(alive.status).toBe(200)
    expect(alive.body).toEqual({ alive: true })
    expect(alive.headers.get('cache-control')).toBe('no-store')

    const ready = await request(`${server.baseUrl}/readyz`, { headers: html })
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({
      ready: true,
      database: 'up',
      migrations: 'done',
      redis: 'not configured',
      draining: false,
    })
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  test('draining, it is not ready at once but still alive, and closes each connection it answers', async () => {
    server.readiness.startDraining()
    const ready = await request(`${server.baseUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({ ready: false, database: 'up', draining: true })
    expect(ready.headers.get('connection')).toBe('close')

    const alive = await request(`${server.baseUrl}/healthz`)
    expect(alive.status).toBe(200)
    expect(alive.headers.get('connection')).toBe('close')
  })
})

test('a process whose database is gone is alive but not ready', async () => {
  const server = await startTestServer({ handlerFactories: [] })
  try {
    await server.db.destroy()
    expect((await request(`${server.baseUrl}/healthz`)).status).toBe(200)
    const ready = await request(`${server.baseUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.body).toEqual({
      ready: false,
      database: 'down',
      migrations: 'unknown',
      redis: 'not configured',
      draining: false,
    })
  } finally {
    // The database is already closed: closing it again is refused, the rest still closes.
    await server.close().catch(() => {})
  }
})

test('a database with migrations still to run is not ready', async () => {
  const { db, databaseConfig, close } = await openTestDatabase()
  try {
    const readiness = createReadiness({ db, database: databaseConfig, redis: undefined })
    expect(await readiness.check()).toMatchObject({
      ready: false,
      database: 'up',
      migrations: 'pending',
    })
  } finally {
    await close()
  }
})

test('a process whose Redis is down is not ready', { timeout: 30_000 }, async () => {
  const redisServer = await startRedis()
  const { db, databaseConfig, close } = await openTestDatabase()
  const redis = await connectRedis(redisServer.url, recordingLogger().log)
  try {
    await migrateToLatest(db, databaseConfig)
    const readiness = createReadiness({ db, database: databaseConfig, redis })
    expect(await readiness.check()).toMatchObject({ ready: true, redis: 'up' })

    await redisServer.stop()
    await expect.poll(() => redis.isUp(), { timeout: 5_000 }).toBe(false)
    expect(await readiness.check()).toMatchObject({ ready: false, redis: 'down' })
  } finally {
    await redis.close().catch(() => {})
    await close()
  }
})
