import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import { claimDataDir } from './data-dir-lock.ts'
import { INT8_OID, parseInt8 } from './int8.ts'
import { createPgliteClusterApart } from './pglite-cluster.ts'
import { WaitLimitedPgliteDialect } from './pglite-dialect.ts'
import type { Tables } from './tables.ts'

export type Database = Kysely<Tables>

/** The PGlite behind each embedded Database, for what only PGlite does (embedded-backup.ts). */
const pgliteOfDatabase = new WeakMap<Database, PGlite>()

/** The PGlite under `db`; undefined on PostgreSQL. */
export function pgliteOf(db: Database): PGlite | undefined {
  return pgliteOfDatabase.get(db)
}

/** Opens the configured database: PGlite (a directory or memory) or a PostgreSQL pool. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'pglite') return openPglite(config.dataDir)
  if (config.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(config.schema)) {
    throw new Error(`Invalid schema name: ${config.schema}`)
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    // Per pool, not pg.types.setTypeParser: a global parser would change every pg user in the process.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  })
  // An idle connection the server closed (a restart, a failover, an idle timeout) is dropped by the
  // pool, and the next query opens a new one; unheard, the pool's error event would end the process.
  pool.on('error', () => {})
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  pools.set(db, pool)
  return db
}

/** How many connections a PostgreSQL pool holds, how many are idle, and how many callers wait. */
export interface PoolUse {
  total: number
  idle: number
  waiting: number
}

// Kysely keeps its pool to itself: the pool is remembered beside the database it serves.
const pools = new WeakMap<Database, pg.Pool>()

/** The pool's use now, for the metrics; undefined for PGlite, which has one connection and no pool. */
export function poolUse(db: Database): PoolUse | undefined {
  const pool = pools.get(db)
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/**
 * PGlite in `dataDir` (memory when undefined). `dump`, a data directory saved by PGlite's
 * `dumpDataDir`, starts it from that copy instead of creating a cluster, which takes about a second.
 * A folder is claimed first, so a second process (the shop beside a command, or the other way
 * round) is refused with DataDirInUseError before it reads or writes anything; destroy releases it.
 */
export async function openPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  const release = dataDir ? await claimDataDir(dataDir) : async () => {}
  try {
    if (dataDir && !dump) await createPgliteClusterApart(dataDir)
    const pglite = await PGlite.create(dataDir, {
      parsers: { [INT8_OID]: parseInt8 },
      ...(dump ? { loadDataDir: dump } : {}),
    })
    const db = new Kysely<Tables>({
      dialect: new WaitLimitedPgliteDialect(pglite, undefined, release),
    })
    pgliteOfDatabase.set(db, pglite)
    return db
  } catch (error) {
    await release()
    throw error
  }
}
