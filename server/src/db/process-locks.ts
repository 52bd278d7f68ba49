import { sql } from 'kysely'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from './database.ts'

/**
 * Work that must not run in two backend processes at once when several share one PostgreSQL
 * database: the migrations and the demo seed at start, and each background job. Session-level
 * advisory locks, one per name and schema, held on a connection of their own for as long as the
 * work runs; a process that dies drops its connection, and PostgreSQL frees its locks with it.
 * An embedded PGlite belongs to one process.
 */
export interface ProcessLocks {
  /** Waits until no other process holds `name`, then runs `work` holding it. */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>
  /** Runs `work` holding `name` unless another process holds it now; false when skipped. */
  ifFree(name: string, work: () => Promise<void>): Promise<boolean>
}

/** The locks of a database only one process uses: the work simply runs. */
export const unsharedLocks: ProcessLocks = {
  exclusively: (_name, work) => work(),
  ifFree: async (_name, work) => {
    await work()
    return true
  },
}

export function processLocks(db: Database, config: DatabaseConfig): ProcessLocks {
  if (config.kind === 'pglite') return unsharedLocks
  // Test suites share one server, one schema each: their locks must not wait on one another.
  const keyOf = (name: string) => `game-topup-shop:${config.schema ?? 'public'}:${name}`
  return {
    exclusively: (name, work) =>
      db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(hashtext(${keyOf(name)}))`.execute(connection)
        try {
          return await work()
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${keyOf(name)}))`.execute(connection)
        }
      }),
    ifFree: (name, work) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          locked: boolean
        }>`select pg_try_advisory_lock(hashtext(${keyOf(name)})) as locked`.execute(connection)
        if (!rows[0]?.locked) return false
        try {
          await work()
          return true
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${keyOf(name)}))`.execute(connection)
        }
      }),
  }
}
