import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import type { ServerDeps } from '../deps.ts'
import type { DemoAccount, SeedDemoData } from '../seed-contract.ts'
import { createDemoCalendar } from './demo-time.ts'
import { insertCatalogue } from './insert-catalogue.ts'
import { insertChats } from './insert-chats.ts'
import { insertDeskEvidence } from './insert-desk-evidence.ts'
import { insertPeople } from './insert-people.ts'
import { allPeople } from './people.ts'

// Any constant works: it only has to be the same for every process that seeds this database.
const seedLockKey = 7_301_004

/**
 * Fills an empty shop with the demo catalogue, accounts, money history and chats, in one
 * transaction. A database whose catalogue has any rows is left alone (and no accounts are
 * returned), so running it again, or in two processes at once, seeds once.
 */
export const seedDemoData: SeedDemoData = async (deps: ServerDeps) => {
  if (await catalogueHasRows(deps.db)) return skipped(deps)
  // scrypt is slow on purpose: hash before the transaction so it does not hold the connection.
  const people = await Promise.all(
    allPeople.map(async (seed) => ({
      seed,
      passwordHash: await deps.passwords.hash(seed.password),
    })),
  )
  const now = deps.clock.now()
  const seeded = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${seedLockKey})`.execute(trx)
    // Checked again under the lock: another process may have seeded while the passwords hashed.
    if (await catalogueHasRows(trx)) return false
    const products = await insertCatalogue(trx, now)
    const persons = await insertPeople(trx, people, {
      now,
      dateOf: createDemoCalendar(now),
      products,
    })
    await insertChats(trx, persons, now)
    const deskCustomer = persons.get('nalinh')
    if (!deskCustomer) throw new Error('The desk evidence needs the second demo customer')
    await insertDeskEvidence(trx, deps.config.bank, deskCustomer, now)
    return true
  })
  if (!seeded) return skipped(deps)
  const accounts: DemoAccount[] = allPeople.flatMap((person) =>
    person.label ? [{ label: person.label, phone: person.phone, password: person.password }] : [],
  )
  return { accounts }
}

async function catalogueHasRows(db: Kysely<Tables>): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .union(db.selectFrom('categories').select('id'))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

function skipped(deps: ServerDeps): { accounts: DemoAccount[] } {
  deps.log.info('Demo data not seeded: the catalogue already has rows')
  return { accounts: [] }
}
