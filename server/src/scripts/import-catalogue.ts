import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError } from '../config/config-error.ts'
import { loadConfig } from '../config.ts'
import { DataDirInUseError } from '../db/data-dir-lock.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { processLocks } from '../db/process-locks.ts'
import { CatalogueFileError, parseCatalogueFile } from '../modules/catalogue/catalogue-file.ts'
import { importCatalogue } from '../modules/catalogue/catalogue-import.ts'
import { reportFailure, ScriptError } from './script-error.ts'

const usage = 'Usage: npm run catalogue:import -- <file.json>'

/**
 * `npm run catalogue:import -- FILE`: loads the shop's categories, products and packages from a
 * JSON file (format: modules/catalogue/catalogue-file.ts) into the configured database, in one
 * transaction, updating rows with the same slug in place. A file that does not check out writes
 * nothing, and so does an embedded database (DATA_DIR) the running shop holds.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true })
  const [file] = positionals
  if (!file || positionals.length > 1) throw new ScriptError(usage)
  // npm runs scripts from the package's folder: a relative path means where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file)
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new ScriptError(`Cannot read ${path} as JSON: ${(error as Error).message}`)
  }
  const catalogue = parseCatalogueFile(json)

  const config = loadConfig()
  const db = await openDatabase(config.database)
  try {
    // A server starting meanwhile may be migrating the same database.
    await processLocks(db, config.database).exclusively('startup', () =>
      migrateToLatest(db, config.database),
    )
    const result = await db.transaction().execute((trx) => importCatalogue(trx, catalogue))
    console.log(
      `${path}: ${catalogue.categories.length} categories, ${catalogue.products.length} products; ` +
        `${result.created} rows created, ${result.updated} updated.`,
    )
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) =>
  reportFailure(error, [ScriptError, ConfigError, CatalogueFileError, DataDirInUseError]),
)
