import { rename, rm, stat, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { askRunningShop } from '../backup/backup-socket.ts'
import { embeddedBackup, holdsEmbeddedDatabase } from '../backup/embedded-backup.ts'
import { databaseName, runPostgresTool } from '../backup/postgres-tools.ts'
import { sizeOf } from '../backup/row-counts.ts'
import { BackupError } from '../backup/backup-error.ts'
import { ConfigError } from '../config/config-error.ts'
import { loadConfig } from '../config.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'
import { openPglite } from '../db/database.ts'
import { reportFailure, ScriptError } from './script-error.ts'

const usage = 'Usage: npm run backup -- <file>'

/**
 * `npm run backup -- FILE`: a consistent copy of the configured database in FILE, taken while the
 * shop runs. PostgreSQL (DATABASE_URL): pg_dump's custom format, from one snapshot. The embedded
 * database (DATA_DIR): the running shop writes the copy (backup/backup-socket.ts), or, when no shop
 * runs, this command opens the folder itself. The copy is written beside FILE and renamed into
 * place once complete, so FILE is never a half-written backup; an existing FILE is left alone.
 * Progress goes to stderr, the outcome to stdout. Uploads are not in it (docs/operations.md).
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true })
  const [file] = positionals
  if (!file || positionals.length > 1) throw new ScriptError(usage)
  // npm runs scripts from the package's folder: a relative path means where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file)
  if (await exists(path)) throw new ScriptError(`${path} exists already: name a new file.`)
  const partial = `${path}.partial`
  const config = loadConfig()
  try {
    if (config.database.kind === 'postgres') {
      const { url } = config.database
      progress(`Dumping the PostgreSQL database ${databaseName(url)} with pg_dump...`)
      await runPostgresTool(
        'pg_dump',
        ['--format=custom', '--verbose', `--file=${partial}`],
        url,
        progress,
      )
      await rename(partial, path)
      const { size } = await stat(path)
      console.log(
        `Backed up the PostgreSQL database ${databaseName(url)} to ${path} (${sizeOf(size)}, ` +
          'pg_dump custom format; restore it with npm run restore).',
      )
      return
    }
    const dataDir = config.database.dataDir
    if (!dataDir) throw new ScriptError('The database is in memory: there is nothing to back up.')
    const backup = await embeddedCopy(dataDir)
    await writeFile(partial, backup, { mode: 0o600 })
    await rename(partial, path)
    console.log(
      `Backed up the embedded database in ${dataDir} to ${path} (${sizeOf(backup.length)}, ` +
        'its data folder gzipped; restore it with npm run restore).',
    )
  } finally {
    await rm(partial, { force: true })
  }
}

/** From the shop running on `dataDir`, or from the folder itself when no shop runs. */
async function embeddedCopy(dataDir: string): Promise<Buffer> {
  progress(`Asking the shop running on ${dataDir} for a copy of its database...`)
  let reported = 0
  const fromShop = await askRunningShop(dataDir, (received, total) => {
    // A line per tenth: enough to see it move, without a line per network chunk.
    if (received === total || received - reported >= total / 10) {
      reported = received
      progress(`received ${sizeOf(received)} of ${sizeOf(total)}`)
    }
  })
  if (fromShop) return fromShop
  if (!holdsEmbeddedDatabase(dataDir)) {
    throw new ScriptError(`${dataDir} holds no database: check DATA_DIR.`)
  }
  progress(`No shop is running on it: copying ${dataDir} directly...`)
  const db = await openPglite(dataDir)
  try {
    return await embeddedBackup(db)
  } finally {
    await db.destroy()
  }
}

function progress(line: string): void {
  console.error(line)
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}

main().catch((error: unknown) =>
  reportFailure(error, [ScriptError, ConfigError, DataDirInUseError, BackupError]),
)
