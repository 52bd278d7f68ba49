import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import type { DatabaseConfig } from '#server/src/config.ts'
import { openDatabase, openPglite, pgliteOf } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Dumps of a PGlite cluster, empty and migrated, for test databases to start from; unset on PostgreSQL. */
    pgliteTemplates?: { empty: string; migrated: string }
    /** A database of the PostgreSQL at DATABASE_URL with the shop's schema, to copy; unset on PGlite. */
    migratedPostgresTemplate?: string
  }
}

/**
 * Vitest's global setup of the backend suites: the databases each test file's own starts as a copy
 * of. A copy takes a quarter of a second where a new PGlite cluster costs seconds, and where the
 * shop's migrations cost about half a second of the database's and the suite's CPU for each of the
 * hundred servers the suites start.
 */
export default async function createDatabaseTemplates(project: TestProject) {
  const url = process.env.DATABASE_URL
  if (url) {
    const name = await createMigratedPostgresTemplate(url)
    project.provide('migratedPostgresTemplate', name)
    return () =>
      postgresAdmin(url, (client) => client.query(`drop database ${client.escapeIdentifier(name)}`))
  }
  const folder = await mkdtemp(join(tmpdir(), 'pglite-templates-'))
  const templates = { empty: join(folder, 'empty.tar'), migrated: join(folder, 'migrated.tar') }
  const db = await openPglite(undefined)
  const dump = async (file: string) => {
    const pglite = pgliteOf(db)
    if (!pglite) throw new Error('openPglite gave no PGlite')
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  }
  await dump(templates.empty)
  await migrateToLatest(db, { kind: 'pglite', dataDir: undefined })
  await dump(templates.migrated)
  await db.destroy()
  project.provide('pgliteTemplates', templates)
  return () => rm(folder, { recursive: true, force: true })
}

/** Runs `work` on a connection to the server's maintenance database, for statements about databases. */
export async function postgresAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const database = new URL(url)
  database.pathname = `/${name}`
  return database.toString()
}

/** A database with the shop's schema, closed again: PostgreSQL copies only a database nobody is in. */
async function createMigratedPostgresTemplate(url: string): Promise<string> {
  const name = `template_${randomBytes(6).toString('hex')}`
  await postgresAdmin(url, (client) =>
    client.query(`create database ${client.escapeIdentifier(name)}`),
  )
  const database: DatabaseConfig = { kind: 'postgres', url: databaseUrl(url, name) }
  const db = await openDatabase(database)
  try {
    await migrateToLatest(db, database)
  } finally {
    await db.destroy()
  }
  return name
}
