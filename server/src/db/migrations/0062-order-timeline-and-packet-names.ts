import { sql, type Kysely } from 'kysely'

/**
 * An order's page shows when each step happened, so an invoice keeps the time it was paid from the
 * wallet, delivered (top-up credited or voucher code handed over), refused by the provider and
 * refunded. Invoices written before carry only created_at: they are given it for every step their
 * status and ledger prove (a PURCHASE ledger entry means paid; SUCCESS delivered; CANCEL refused).
 *
 * Packages are named in the three interface languages, as games and categories are; an empty
 * translation falls back to the Lao `name` on screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('refused_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute()
  await sql`
    update invoices set
      paid_at = case when exists (
        select 1 from wallet_entries
        where wallet_entries.reason = 'PURCHASE' and wallet_entries.ref_id = invoices.id
      ) then created_at end,
      delivered_at = case when status = 'SUCCESS' then created_at end,
      refused_at = case when status = 'CANCEL' then created_at end
  `.execute(db)

  await db.schema
    .alterTable('packets')
    .addColumn('name_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}
