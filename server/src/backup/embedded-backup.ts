import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import { sql } from 'kysely'
import { pgliteOf, type Database } from '../db/database.ts'

const gzipped = promisify(gzip)
const gunzipped = promisify(gunzip)

/**
 * A copy of the embedded database's data folder (PGlite's `dumpDataDir`), gzipped. The folder is
 * read while this holds PGlite's one connection, so no transaction of the shop is half-way through
 * it; requests wait meanwhile (at most the dialect's wait limit). A checkpoint first writes every
 * change into the data files, so a restore starts without replaying the write-ahead log.
 * Compression runs after the connection is handed back: requests wait only for the copy.
 */
export async function embeddedBackup(db: Database): Promise<Buffer> {
  const pglite = pgliteOf(db)
  if (!pglite) throw new Error('embeddedBackup needs an embedded (PGlite) database')
  const tar = await db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection)
    return pglite.dumpDataDir('none')
  })
  return gzipped(Buffer.from(await tar.arrayBuffer()))
}

/** The data folder a backup from embeddedBackup holds, as PGlite's `loadDataDir` takes it. */
export async function embeddedBackupContents(file: Buffer): Promise<Blob> {
  return new Blob([await gunzipped(file)])
}

/** True when `dataDir` holds a PGlite cluster (a database to back up, or one a restore would erase). */
export function holdsEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'))
}
