import { sql, type Kysely } from 'kysely'

/**
 * What a bank's payment notice needs. A QR top-up carries its bill number (tag 62-01 of the Lao QR,
 * which the bank's notice names); a top-up the operator must look at carries why (flag_reason);
 * a refused one carries the reason the customer reads. bank_payments keeps every notice that named
 * a known bill, once per bank transaction: the ledger of what the bank said.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('topups')
    .addColumn('bill_number', 'text', (c) => c.unique())
    .addColumn('flag_reason', 'text', (c) =>
      c.check(
        sql`flag_reason in ('AMOUNT_MISMATCH', 'CURRENCY_MISMATCH', 'PAID_WHEN_CLOSED', 'DUPLICATE_PAYMENT')`,
      ),
    )
    .addColumn('flagged_at', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .execute()
  await db.schema
    .createIndex('topups_flagged_idx')
    .on('topups')
    .column('flagged_at')
    .where(sql.ref('flag_reason'), 'is not', null)
    .execute()

  await db.schema
    .createTable('bank_payments')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('topup_id', 'uuid', (c) => c.notNull().references('topups.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('CREDITED', 'FLAGGED')`))
    .execute()
  await db.schema
    .createIndex('bank_payments_topup_idx')
    .on('bank_payments')
    .column('topup_id')
    .execute()
}
