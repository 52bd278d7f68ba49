import type { PGlite } from '@electric-sql/pglite'
import {
  PGliteAdapter,
  PGliteDialect,
  PGliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type PGliteDialectConfig,
} from 'kysely'
import { ConnectionLock } from './connection-lock.ts'

/**
 * Kysely's PGlite dialect with a limit on the wait for PGlite's single connection. Kysely's own
 * serialization waits without end unless every query passes an abort signal, so here the driver hands
 * the connection out through a ConnectionLock instead. `afterDestroy` runs once PGlite has closed
 * (openPglite releases its claim on the database folder there).
 */
export class WaitLimitedPgliteDialect extends PGliteDialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly waitLimitMs = 15_000,
    private readonly afterDestroy: () => Promise<void> = async () => {},
  ) {
    super({ pglite })
  }

  override createAdapter(): DialectAdapter {
    return new DriverSerializedPgliteAdapter()
  }

  override createDriver(): Driver {
    return new WaitLimitedPgliteDriver(
      { pglite: this.pglite },
      new ConnectionLock(this.waitLimitMs),
      this.afterDestroy,
    )
  }
}

/**
 * Kysely reads `supportsMultipleConnections` only to decide whether to put its own mutex (with no
 * wait limit) in front of the driver. The driver below serializes the one connection itself.
 */
class DriverSerializedPgliteAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true
  }
}

class WaitLimitedPgliteDriver extends PGliteDriver {
  constructor(
    config: PGliteDialectConfig,
    private readonly lock: ConnectionLock,
    private readonly afterDestroy: () => Promise<void>,
  ) {
    super(config)
  }

  override async destroy(): Promise<void> {
    await super.destroy()
    await this.afterDestroy()
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire()
    return super.acquireConnection()
  }

  override async releaseConnection(): Promise<void> {
    this.lock.release()
  }
}
