import { sql, type Kysely } from 'kysely'

/**
 * The balance a purchase left, so a retried request (same Idempotency-Key) answers exactly what the
 * first one did, even after later purchases moved the balance on. Null for invoices written without
 * a debit of this backend (such as imported history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('wallet_amount_after', 'bigint', (c) => c.check(sql`wallet_amount_after >= 0`))
    .execute()
}
