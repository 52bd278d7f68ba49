import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { jsonb } from './db/jsonb.ts'
import type { ServerDeps } from './deps.ts'
import type { DemoAccount, SeedDemoData } from './seed-contract.ts'

const seedModule = new URL('./seed/seed.ts', import.meta.url)
const seededKey = 'demo-seed'

interface SeedRecord {
  seededAt: string
  accounts: DemoAccount[]
}

/**
 * Seeds the demo catalogue and accounts on the first start and remembers it, so a restart keeps
 * what people changed. Returns the demo accounts to print (every start), or null when seeding is
 * off or the seed module is not there.
 */
export async function seedDemoDataOnce(deps: ServerDeps): Promise<DemoAccount[] | null> {
  if (!deps.config.seedDemoData) return null
  const done = await deps.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', seededKey)
    .executeTakeFirst()
  if (done) return (done.value as SeedRecord).accounts
  if (!existsSync(fileURLToPath(seedModule))) {
    deps.log.warn('No demo data: server/src/seed/seed.ts does not exist')
    return null
  }
  const { seedDemoData } = (await import(seedModule.href)) as { seedDemoData: SeedDemoData }
  const { accounts } = await seedDemoData(deps)
  const record: SeedRecord = { seededAt: deps.clock.now().toISOString(), accounts }
  await deps.db
    .insertInto('app_meta')
    .values({ key: seededKey, value: jsonb<unknown>(record), updated_at: deps.clock.now() })
    .execute()
  return accounts
}
