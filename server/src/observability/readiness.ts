import { sql } from 'kysely'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { pendingMigrations } from '../db/migrate.ts'
import type { RedisConnection } from '../shared-state/redis-connection.ts'

/** What /readyz answers: each check, and whether all of them pass. */
export interface ReadinessReport {
  ready: boolean
  database: 'up' | 'down'
  /** `unknown` while the database does not answer. */
  migrations: 'done' | 'pending' | 'unknown'
  redis: 'up' | 'down' | 'not configured'
  /** True from SIGTERM on: the balancer must send this process nothing new. */
  draining: boolean
}

export interface Readiness {
  check(): Promise<ReadinessReport>
  /** From now on the process is not ready, whatever the checks say; it never becomes ready again. */
  startDraining(): void
  isDraining(): boolean
}

/** A database slower than this to say `select 1` is as good as down for a request. */
const DATABASE_ANSWER_LIMIT_MS = 2_000

export function createReadiness({
  db,
  database,
  redis,
}: {
  db: Database
  database: DatabaseConfig
  redis: RedisConnection | undefined
}): Readiness {
  let draining = false
  // Migrations never come undone: once all have run, the question is not asked again.
  let migrated = false

  async function databaseAnswers(): Promise<boolean> {
    const timer = AbortSignal.timeout(DATABASE_ANSWER_LIMIT_MS)
    const slow = new Promise<false>((resolve) =>
      timer.addEventListener('abort', () => resolve(false), { once: true }),
    )
    const answered = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    )
    return Promise.race([answered, slow])
  }

  async function migrationsDone(): Promise<boolean> {
    migrated ||= (await pendingMigrations(db, database)).length === 0
    return migrated
  }

  return {
    async check() {
      const databaseUp = await databaseAnswers()
      const migrations = databaseUp
        ? (await migrationsDone().catch(() => false))
          ? 'done'
          : 'pending'
        : 'unknown'
      const redisState = redis ? (redis.isUp() ? 'up' : 'down') : 'not configured'
      return {
        ready: databaseUp && migrations === 'done' && redisState !== 'down' && !draining,
        database: databaseUp ? 'up' : 'down',
        migrations,
        redis: redisState,
        draining,
      }
    },
    startDraining() {
      draining = true
    },
    isDraining: () => draining,
  }
}
