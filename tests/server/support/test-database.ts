import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseConfig } from '../../../server/src/config.ts'
import { openDatabase, openPglite, type Database } from '../../../server/src/db/database.ts'

export interface TestDatabase {
  db: Database
  databaseConfig: DatabaseConfig
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  close: () => Promise<void>
}

/**
 * An empty database of its own for one test file: an in-memory PGlite (a copy of the empty cluster
 * that pglite-template.ts saved), or with DATABASE_URL set a fresh schema on that PostgreSQL
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
  const schema = `test_${randomBytes(6).toString('hex')}`
  // DDL takes no bind parameters: the identifier is quoted by the driver instead.
  const admin = async (statement: (quotedSchema: string) => string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement(client.escapeIdentifier(schema)))
    } finally {
      await client.end()
    }
  }
  await admin((quoted) => `create schema ${quoted}`)
  const databaseConfig: DatabaseConfig = { kind: 'postgres', url, schema }
  const db = await openDatabase(databaseConfig)
  return {
    db,
    databaseConfig,
    close: async () => {
      await db.destroy()
      await admin((quoted) => `drop schema ${quoted} cascade`)
    },
  }
}
