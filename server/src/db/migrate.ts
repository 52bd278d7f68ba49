import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration'
import type { DatabaseConfig } from '../config.ts'
import type { Database } from './database.ts'
import * as initial from './migrations/0001-initial.ts'
import * as invoiceWalletAmount from './migrations/0020-invoice-wallet-amount.ts'
import * as bankPayments from './migrations/0030-bank-payments.ts'
import * as smsDeliveryAndCatalogueSlugs from './migrations/0040-sms-delivery-and-catalogue-slugs.ts'
import * as operatorDesk from './migrations/0050-operator-desk.ts'
import * as coupons from './migrations/0060-coupons.ts'
import * as phoneCards from './migrations/0061-phone-cards.ts'
import * as orderTimelineAndPacketNames from './migrations/0062-order-timeline-and-packet-names.ts'
import * as orderRefunds from './migrations/0063-order-refunds.ts'
import * as cardRefusals from './migrations/0064-card-refusals.ts'
import * as demoTilesWebp from './migrations/0065-demo-tiles-webp.ts'
import * as supplierOrders from './migrations/0070-supplier-orders.ts'
import * as deskSettings from './migrations/0071-desk-settings.ts'
import * as mobileMoney from './migrations/0072-mobile-money.ts'
import * as approvalEvidence from './migrations/0073-approval-evidence.ts'
import * as couponBatches from './migrations/0075-coupon-batches.ts'
import * as orderNumbersAndNoteCodes from './migrations/0074-order-numbers-and-note-codes.ts'

/**
 * Every migration, in order. A migration that has run anywhere is never edited: a change to the
 * schema is a new numbered file added here (see docs/server.md).
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0020-invoice-wallet-amount': invoiceWalletAmount,
  '0030-bank-payments': bankPayments,
  '0040-sms-delivery-and-catalogue-slugs': smsDeliveryAndCatalogueSlugs,
  '0050-operator-desk': operatorDesk,
  '0060-coupons': coupons,
  '0061-phone-cards': phoneCards,
  '0062-order-timeline-and-packet-names': orderTimelineAndPacketNames,
  '0063-order-refunds': orderRefunds,
  '0064-card-refusals': cardRefusals,
  '0065-demo-tiles-webp': demoTilesWebp,
  '0070-supplier-orders': supplierOrders,
  '0071-desk-settings': deskSettings,
  '0072-mobile-money': mobileMoney,
  '0073-approval-evidence': approvalEvidence,
  '0075-coupon-batches': couponBatches,
  '0074-order-numbers-and-note-codes': orderNumbersAndNoteCodes,
}

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/**
 * Brings the schema up to the latest migration. Pending migrations run in one transaction, so a
 * failure leaves the schema as it was. On a PostgreSQL schema of its own (the test suites share one
 * server, a schema each), Kysely's bookkeeping tables live in that schema too: left to look for
 * them anywhere, it would find another schema's.
 */
export async function migrateToLatest(
  db: Database,
  database: DatabaseConfig,
): Promise<MigrationResultSet> {
  const result = await migratorFor(db, database).migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName
    const what = failed ? `Migration ${failed} failed` : 'Could not migrate the database'
    throw new MigrationError(`${what}: ${String(result.error)}`, { cause: result.error })
  }
  return result
}

/**
 * The migrations this code knows that the database has not run: a process is not ready to serve
 * (observability/readiness.ts) while any is left, such as when another process is still migrating.
 */
export async function pendingMigrations(db: Database, database: DatabaseConfig): Promise<string[]> {
  const known = await migratorFor(db, database).getMigrations()
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name)
}

function migratorFor(db: Database, database: DatabaseConfig): Migrator {
  const schema = database.kind === 'postgres' ? database.schema : undefined
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
}
