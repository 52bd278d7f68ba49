import { sql, type Kysely } from 'kysely'

/**
 * Coupon codes an operator mints in batches (one amount, one expiry). Only a keyed hash of each code
 * is kept (modules/coupons/coupon-codes.ts): whoever reads the database cannot redeem one. A coupon
 * is redeemed once: one conditional update claims it, and its top-up is unique (as is every top-up's
 * ledger entry), so a second credit has nowhere to go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('redeemed_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('topup_id', 'uuid', (c) => c.unique().references('topups.id'))
    .addCheckConstraint(
      'coupons_redeemed_together',
      sql`(redeemed_by is null) = (redeemed_at is null) and (topup_id is null or redeemed_at is not null)`,
    )
    .execute()
  await db.schema.createIndex('coupons_batch_idx').on('coupons').column('batch_id').execute()
}
