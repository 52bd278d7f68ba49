import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { loadConfig } from '#server/src/config.ts'
import { openDatabase, type Database } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import { openTestDatabase } from './test-database.ts'

// The operator's commands (server/src/scripts) run as an operator runs them, each in a process of
// its own, and the shop they run beside.

const repoRoot = resolve(import.meta.dirname, '../../..')

/** The commands' environment: the PGlite in `dataDir`, or the PostgreSQL at `databaseUrl`. */
function scriptEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'operator-command-test-secret'.padEnd(40, 'x'),
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  }
}

/** Runs `server/src/scripts/<script>` with `stdin` piped in; its exit code and all it printed. */
export function runServerScript(
  script: string,
  args: string[],
  { dataDir, databaseUrl, stdin = '' }: { dataDir: string; databaseUrl?: string; stdin?: string },
): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    // Node with tsx's loader, as every backend process the tests start: the `tsx` command would
    // start a Node of its own only to start this one.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `server/src/scripts/${script}`, ...args],
      { cwd: repoRoot, env: scriptEnv(dataDir, databaseUrl), stdio: ['pipe', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => done({ code, out }))
    child.stdin.end(stdin)
  })
}

/**
 * Opens the commands' embedded database in `dataDir` as the shop does (main.ts) and holds it while
 * `work` runs, as a running shop holds it.
 */
export async function withEmbeddedShop<T>(
  dataDir: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const { database } = loadConfig(scriptEnv(dataDir))
  const db = await openDatabase(database)
  try {
    await migrateToLatest(db, database)
    return await work(db)
  } finally {
    await db.destroy()
  }
}

/** A shop's database of its own on the PostgreSQL at DATABASE_URL, migrated, open while `work` runs. */
export async function withPostgresShop(
  work: (db: Database, databaseUrl: string) => Promise<void>,
): Promise<void> {
  const shop = await openTestDatabase('migrated')
  try {
    if (shop.databaseConfig.kind !== 'postgres') throw new Error('DATABASE_URL is not set')
    await work(shop.db, shop.databaseConfig.url)
  } finally {
    await shop.close()
  }
}
