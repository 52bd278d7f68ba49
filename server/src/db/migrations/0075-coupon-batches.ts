import { sql, type Kysely } from 'kysely'

/**
 * One row per coupon batch minted: who minted it, when, its amount, expiry and how many codes.
 * The codes' rows already carried the batch's id; the desk lists batches with their redeemed
 * counts, and a batch is a fact of its own (one audit line, one CSV), so it gets its own record
 * and the codes point at it. Batches minted before this migration are rebuilt from their codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon_batches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`
    insert into coupon_batches (id, amount, count, expires_at, created_by, created_at)
    select batch_id, min(amount), count(*), min(expires_at),
           (array_agg(created_by order by created_at))[1], min(created_at)
    from coupons group by batch_id
  `.execute(db)
  await db.schema
    .alterTable('coupons')
    .addForeignKeyConstraint('coupons_batch_fk', ['batch_id'], 'coupon_batches', ['id'])
    .execute()
  await db.schema
    .createIndex('coupon_batches_created_idx')
    .on('coupon_batches')
    .columns(['created_at desc', 'id desc'])
    .execute()
}
