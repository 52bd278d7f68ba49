import { sql, type Kysely } from 'kysely'

/**
 * An operator refunds a delivered order that went wrong (the provider confirms the top-up never
 * arrived): its amount goes back to the wallet as a REFUND ledger entry whose ref_id is the invoice,
 * so the ledger's unique (reason, ref_id) refuses a second refund of the same order whatever the
 * code above it does. The invoice keeps the operator's reason beside its refund time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_entries drop constraint wallet_entries_reason_check`.execute(db)
  await sql`alter table wallet_entries add constraint wallet_entries_reason_check
    check (reason in ('TOPUP', 'PURCHASE', 'ADMIN', 'REFUND'))`.execute(db)
  await db.schema.alterTable('invoices').addColumn('refund_reason', 'text').execute()
  await db.schema
    .alterTable('invoices')
    .addCheckConstraint(
      'invoices_refund_reason_with_time',
      sql`(refund_reason is null) = (refunded_at is null)`,
    )
    .execute()
}
