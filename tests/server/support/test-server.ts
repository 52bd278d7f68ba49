import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '#server/src/app.ts'
import type { Clock } from '#server/src/clock.ts'
import { loadConfig, type DatabaseConfig, type ServerConfig } from '#server/src/config.ts'
import type { Database } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import type { ServerDeps } from '#server/src/deps.ts'
import type { Readiness } from '#server/src/observability/readiness.ts'
import type { SocketServer } from '#server/src/realtime/socket-server.ts'
import { createScriptedSupplier, type ScriptedSupplier } from './scripted-supplier.ts'
import { openTestDatabase } from './test-database.ts'

export interface TestServerOptions {
  clock?: Clock
  config?: Partial<Omit<ServerConfig, 'database'>>
  /** Replaces the registered feature modules (infrastructure tests bring their own). */
  handlerFactories?: BuildAppOptions['handlerFactories']
  devPages?: BuildAppOptions['devPages']
  /** The supplier game orders go to; by default one that delivers every order at once. */
  supplier?: ScriptedSupplier
  /** A database the test opened and closes itself, instead of a fresh one the server closes. */
  database?: { db: Database; databaseConfig: DatabaseConfig }
}

export interface TestServer {
  baseUrl: string
  db: Database
  deps: ServerDeps
  app: FastifyInstance
  io: SocketServer
  supplier: ScriptedSupplier
  /** What /readyz answers; a test drains it as main.ts does on SIGTERM. */
  readiness: Readiness
  close: () => Promise<void>
}

/**
 * The real server on a random port: an in-memory PGlite, or a database of its own on the PostgreSQL
 * at DATABASE_URL when it is set, with the shop's schema (a database the test brings is migrated
 * first); every response checked against openapi.yaml.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'))
  const {
    db,
    databaseConfig,
    close: closeDatabase,
  } = options.database
    ? { ...options.database, close: async () => {} }
    : await openTestDatabase('migrated')
  const config: ServerConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
    }),
    database: databaseConfig,
    ...options.config,
  }
  const supplier = options.supplier ?? createScriptedSupplier()
  try {
    await migrateToLatest(db, databaseConfig)
    const built = await buildApp({
      config,
      db,
      supplier,
      validateResponses: true,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.handlerFactories ? { handlerFactories: options.handlerFactories } : {}),
      ...(options.devPages ? { devPages: options.devPages } : {}),
    })
    await built.app.listen({ port: 0, host: '127.0.0.1' })
    const address = built.app.server.address()
    if (typeof address !== 'object' || !address) throw new Error('The test server has no address')
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      db,
      deps: built.deps,
      app: built.app,
      io: built.io,
      supplier,
      readiness: built.readiness,
      close: async () => {
        await built.close()
        await closeDatabase()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await closeDatabase()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
