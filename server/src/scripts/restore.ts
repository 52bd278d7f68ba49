import { open, readFile, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { embeddedBackupContents, holdsEmbeddedDatabase } from '../backup/embedded-backup.ts'
import { databaseName, libpqEnvironment, runPostgresTool } from '../backup/postgres-tools.ts'
import { rowCounts, sizeOf } from '../backup/row-counts.ts'
import { BackupError } from '../backup/backup-error.ts'
import { ConfigError } from '../config/config-error.ts'
import { loadConfig } from '../config.ts'
import { claimDataDir, DataDirInUseError } from '../db/data-dir-lock.ts'
import { openDatabase, openPglite, type Database } from '../db/database.ts'
import { reportFailure, ScriptError } from './script-error.ts'

const usage = 'Usage: npm run restore -- <file> [--replace]'

/**
 * `npm run restore -- FILE`: puts a backup from `npm run backup` into the configured database,
 * which must be empty: no data folder in DATA_DIR (the shop stopped), or no table in PostgreSQL's
 * schema. `--replace` erases what is there first. The backup's kind must match the database's:
 * a PostgreSQL dump goes into PostgreSQL, an embedded copy into DATA_DIR. Progress goes to stderr,
 * the outcome (tables and rows restored) to stdout. The shop migrates a restored database from an
 * older release when it starts.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: { replace: { type: 'boolean', default: false } },
  })
  const [file] = positionals
  if (!file || positionals.length > 1) throw new ScriptError(usage)
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file)
  const kind = await backupKind(path)
  const config = loadConfig()

  if (config.database.kind === 'postgres') {
    if (kind !== 'postgres') throw new ScriptError(wrongKind(path, kind, 'PostgreSQL'))
    const { url } = config.database
    const db = await openDatabase(config.database)
    try {
      await emptyPostgresSchema(db, url, values.replace)
      progress(`Restoring ${path} into ${databaseName(url)} with pg_restore...`)
      // One transaction: a restore that fails half-way leaves the database as empty as it found it.
      await runPostgresTool(
        'pg_restore',
        [
          '--verbose',
          '--exit-on-error',
          '--single-transaction',
          '--no-owner',
          `--dbname=${libpqEnvironment(url).PGDATABASE}`,
          path,
        ],
        url,
        progress,
      )
      console.log(
        `Restored ${path} into the PostgreSQL database ${databaseName(url)}: ${await summary(db)}.`,
      )
    } finally {
      await db.destroy()
    }
    return
  }

  const dataDir = config.database.dataDir
  if (!dataDir)
    throw new ScriptError('The database is in memory: there is nothing to restore into.')
  if (kind !== 'embedded') throw new ScriptError(wrongKind(path, kind, 'embedded'))
  if (holdsEmbeddedDatabase(dataDir)) {
    if (!values.replace) {
      throw new ScriptError(
        `${dataDir} holds a database already. Restoring erases it: run again with --replace ` +
          'to do so (the shop must be stopped), or point DATA_DIR at an empty folder.',
      )
    }
    // The claim refuses while the shop (or another command) has the folder open.
    const release = await claimDataDir(dataDir)
    try {
      progress(`Erasing the database in ${dataDir} (--replace)...`)
      await rm(dataDir, { recursive: true, force: true })
    } finally {
      await release()
    }
  }
  progress(`Reading ${path}...`)
  const contents = await embeddedBackupContents(await readFile(path))
  progress(`Loading ${sizeOf(contents.size)} into ${dataDir}...`)
  const db = await openPglite(dataDir, contents)
  try {
    console.log(`Restored ${path} into the embedded database in ${dataDir}: ${await summary(db)}.`)
  } finally {
    await db.destroy()
  }
}

/** Refuses a schema with tables in it, or with `replace` empties it. */
async function emptyPostgresSchema(db: Database, url: string, replace: boolean): Promise<void> {
  const { rows } = await sql<{ schema: string; tables: string }>`
    select current_schema() as schema, count(*)::text as tables
    from information_schema.tables where table_schema = current_schema()`.execute(db)
  const { schema, tables } = rows[0] ?? { schema: 'public', tables: '0' }
  if (tables === '0') return
  if (!replace) {
    throw new ScriptError(
      `The schema ${schema} of ${databaseName(url)} holds ${tables} tables already. Restoring ` +
        'erases them: run again with --replace to do so (stop the shop first), or restore into an ' +
        'empty database.',
    )
  }
  progress(`Erasing the schema ${schema} of ${databaseName(url)} (--replace)...`)
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db)
  await sql`create schema ${sql.id(schema)}`.execute(db)
}

async function summary(db: Database): Promise<string> {
  const { tables, rows } = await rowCounts(db)
  return `${tables} tables, ${rows} rows`
}

/** What `path` holds, from its first bytes: pg_dump's custom format starts with PGDMP. */
async function backupKind(path: string): Promise<'postgres' | 'embedded' | 'unknown'> {
  let handle
  try {
    handle = await open(path)
  } catch (error) {
    throw new ScriptError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0)
    const start = buffer.subarray(0, bytesRead)
    if (start.toString('latin1') === 'PGDMP') return 'postgres'
    if (start[0] === 0x1f && start[1] === 0x8b) return 'embedded'
    return 'unknown'
  } finally {
    await handle.close()
  }
}

function wrongKind(path: string, kind: 'postgres' | 'embedded' | 'unknown', target: string) {
  if (kind === 'unknown') return `${path} is not a backup from npm run backup.`
  const from = kind === 'postgres' ? 'a PostgreSQL database' : 'an embedded database (DATA_DIR)'
  return `${path} is a backup of ${from}: it restores into that kind, not into the ${target} database configured here.`
}

function progress(line: string): void {
  console.error(line)
}

main().catch((error: unknown) =>
  reportFailure(error, [ScriptError, ConfigError, DataDirInUseError, BackupError]),
)
