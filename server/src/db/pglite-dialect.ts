import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  createQueryId,
  sql,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { ConnectionLock } from './connection-lock.ts'

/**
 * Kysely over PGlite 0.5 (no published dialect supports it). PGlite speaks PostgreSQL, so the
 * adapter, introspector and compiler are Kysely's own; only the driver is PGlite-specific.
 */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly lockWaitLimitMs = 15_000,
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite, new ConnectionLock(this.lockWaitLimitMs))
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
}

const affectingCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    const affects = result.command !== undefined && affectingCommands.has(result.command)
    return {
      rows: result.rows,
      ...(affects ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    }
  }

  // PGlite has no cursors: the rows are read at once and handed out in chunks.
  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery)
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) }
    }
  }
}

const beginStatements = {
  default: 'begin',
  'read only': 'start transaction read only',
  'read write': 'start transaction read write',
} as const

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: ConnectionLock,
  ) {
    this.#connection = new PgliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire()
    return this.#connection
  }

  // Isolation levels are moot on a single serialized connection; only the access mode matters.
  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(beginStatements[settings.accessMode ?? 'default']),
    )
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(
      compile(sql`savepoint ${sql.id(name)}`.toOperationNode(), createQueryId()),
    )
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(
      compile(sql`rollback to savepoint ${sql.id(name)}`.toOperationNode(), createQueryId()),
    )
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await connection.executeQuery(
      compile(sql`release savepoint ${sql.id(name)}`.toOperationNode(), createQueryId()),
    )
  }

  async releaseConnection(): Promise<void> {
    this.lock.release()
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close()
  }
}
