import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseConfig } from '#server/src/config.ts'
import { openDatabase, openPglite, type Database } from '#server/src/db/database.ts'
import { migrations } from '#server/src/db/migrate.ts'

export interface TestDatabase {
  db: Database
  databaseConfig: DatabaseConfig
  /** Closes the connection and, on PostgreSQL, drops the test's database. */
  close: () => Promise<void>
}

/**
 * An empty database of its own for one test file: an in-memory PGlite (a copy of the empty cluster
 * that pglite-template.ts saved), or with DATABASE_URL set a fresh database on that PostgreSQL
 * server. Not migrated.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const databaseConfig: DatabaseConfig = { kind: 'pglite', dataDir: undefined }
    const template = inject('pgliteTemplate')
    const db = template
      ? await openPglite(undefined, new Blob([await readFile(template)]))
      : await openDatabase(databaseConfig)
    return { db, databaseConfig, close: () => db.destroy() }
  }
  // A database of its own, not a schema: migrating looks at every schema of a database, and would
  // trip over another file's schema being dropped at that moment.
  const name = `test_${randomBytes(6).toString('hex')}`
  // DDL takes no bind parameters: the identifier is quoted by the driver instead.
  const admin = async (statement: (quotedName: string) => string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement(client.escapeIdentifier(name)))
    } finally {
      await client.end()
    }
  }
  await admin((quoted) => `create database ${quoted}`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const databaseConfig: DatabaseConfig = { kind: 'postgres', url: testUrl.toString() }
  const db = await openDatabase(databaseConfig)
  return {
    db,
    databaseConfig,
    close: async () => {
      await db.destroy()
      await admin((quoted) => `drop database ${quoted} with (force)`)
    },
  }
}

/**
 * Brings `db` up to exactly `migrations` and no further: the schema an older release left, for a
 * test of what a later migration does to its data.
 */
export function migrateOnly(
  db: Database,
  migrations: Record<string, Migration>,
): Promise<MigrationResultSet> {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
}

/** Brings `db` up to the shop's schema just before migration `next` ran. */
export function migrateBefore(db: Database, next: string): Promise<MigrationResultSet> {
  return migrateOnly(
    db,
    shopMigrations((name) => name < next),
  )
}

/** Brings `db` up to the shop's schema once migration `last` ran, and no further. */
export function migrateThrough(db: Database, last: string): Promise<MigrationResultSet> {
  return migrateOnly(
    db,
    shopMigrations((name) => name <= last),
  )
}

function shopMigrations(keep: (name: string) => boolean): Record<string, Migration> {
  return Object.fromEntries(Object.entries(migrations).filter(([name]) => keep(name)))
}
