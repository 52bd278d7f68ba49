import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import { inject } from 'vitest'
import type { DatabaseConfig } from '#server/src/config.ts'
import { openDatabase, openPglite, type Database } from '#server/src/db/database.ts'
import { migrations } from '#server/src/db/migrate.ts'
import { databaseUrl, postgresAdmin } from './database-templates.ts'

export interface TestDatabase {
  db: Database
  databaseConfig: DatabaseConfig
  /** Closes the connection and, on PostgreSQL, drops the test's database. */
  close: () => Promise<void>
}

/**
 * A database of its own for one test file, `empty` or with the shop's schema (`migrated`): a copy
 * of the templates database-templates.ts made, in memory on PGlite or, with DATABASE_URL set, a new
 * database on that PostgreSQL server.
 */
export async function openTestDatabase(
  schema: 'empty' | 'migrated' = 'empty',
): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const databaseConfig: DatabaseConfig = { kind: 'pglite', dataDir: undefined }
    const templates = inject('pgliteTemplates') ?? noTemplates()
    const db = await openPglite(undefined, new Blob([await readFile(templates[schema])]))
    return { db, databaseConfig, close: () => db.destroy() }
  }
  // A database of its own, not a schema: migrating looks at every schema of a database, and would
  // trip over another file's schema being dropped at that moment.
  const name = `test_${randomBytes(6).toString('hex')}`
  const template =
    schema === 'migrated' ? (inject('migratedPostgresTemplate') ?? noTemplates()) : undefined
  // DDL takes no bind parameters: the identifiers are quoted by the driver instead.
  await postgresAdmin(url, (client) =>
    client.query(
      `create database ${client.escapeIdentifier(name)}` +
        (template ? ` template ${client.escapeIdentifier(template)}` : ''),
    ),
  )
  const databaseConfig: DatabaseConfig = { kind: 'postgres', url: databaseUrl(url, name) }
  const db = await openDatabase(databaseConfig)
  return {
    db,
    databaseConfig,
    close: async () => {
      await db.destroy()
      await postgresAdmin(url, (client) =>
        client.query(`drop database ${client.escapeIdentifier(name)} with (force)`),
      )
    },
  }
}

function noTemplates(): never {
  throw new Error(
    "No database templates: the backend suites' global setup (database-templates.ts) makes them",
  )
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
