import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig, type ServerConfig } from '../../server/src/config.ts'
import { openDatabase, type Database } from '../../server/src/db/database.ts'
import { prepareShop } from '../../server/src/prepare-shop.ts'
import { startPostgres, type LocalPostgres } from '../../tooling/local-services.ts'

// Two starts of the shop on one empty PostgreSQL database at the same moment, in one process so
// that they truly overlap: each migrates, builds and seeds, as two processes started together do.

let postgres: LocalPostgres
let dataDir: string
const databases: Database[] = []

beforeAll(async () => {
  postgres = await startPostgres()
  dataDir = mkdtempSync(join(tmpdir(), 'shop-startup-'))
})
afterAll(async () => {
  await Promise.all(databases.map((db) => db.destroy()))
  await postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test(
  'starts that overlap on an empty database all come up, and the demo data is seeded once',
  { tags: ['faults'], timeout: 120_000 },
  async () => {
    const url = await postgres.newDatabase()
    const config: ServerConfig = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
    })
    const starts = await Promise.allSettled(
      [1, 2, 3].map(async () => {
        const db = await openDatabase(config.database)
        databases.push(db)
        const { server, accounts } = await prepareShop(config, db)
        await server.close()
        return accounts
      }),
    )
    expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    const [db] = databases
    const demoCustomers = await db!
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', '2055550101')
      .execute()
    expect(demoCustomers).toHaveLength(1)
  },
)
