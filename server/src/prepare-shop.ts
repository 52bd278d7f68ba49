import { buildApp, type BuiltApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { processLocks } from './db/process-locks.ts'
import { seedDemoDataOnce } from './demo-seed.ts'
import type { DemoAccount } from './seed-contract.ts'

/**
 * Brings the database up to date, builds the app and seeds the demo data when configured. Processes
 * started together on an empty database do this one after the other: the first does the work, the
 * others find it done.
 */
export function prepareShop(
  config: ServerConfig,
  db: Database,
): Promise<{ server: BuiltApp; accounts: DemoAccount[] | null }> {
  return processLocks(db, config.database).exclusively('startup', async () => {
    await migrateToLatest(db, config.database)
    const server = await buildApp({ config, db })
    return { server, accounts: await seedDemoDataOnce(server.deps) }
  })
}
