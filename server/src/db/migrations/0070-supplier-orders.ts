import { sql, type Kysely } from 'kysely'

/**
 * Game top-ups are bought from a supplier after the purchase commits (docs/architecture.md, "An
 * order's way to the supplier"). A packet names its code at the supplier; an invoice carries its
 * delivery record, so an order paid by a process that died before asking the supplier is found
 * and sent by the supplier job of any process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('packets').addColumn('supplier_sku', 'text').execute()
  await db.schema
    .alterTable('invoices')
    // What the supplier is asked, fixed at payment: a later resend is then a status check of the
    // same order even when the catalogue changed meanwhile.
    .addColumn('supplier_sku', 'text')
    .addColumn('supplier_customer_no', 'text')
    // When the supplier was first asked; null while the order was never sent.
    .addColumn('sent_to_supplier_at', 'timestamptz')
    // How many times the supplier was asked (orders and status checks), for the backoff.
    .addColumn('supplier_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When the supplier job asks next; null once the order is settled (or for orders it never had).
    .addColumn('next_supplier_check_at', 'timestamptz')
    // The supplier's serial or reference for a delivery.
    .addColumn('supplier_serial', 'text')
    // The supplier's last words about the order, for operators.
    .addColumn('supplier_message', 'text')
    // Why the supplier refused it for good (contract SupplierRefusal), with the refund.
    .addColumn('supplier_refusal', 'text', (c) =>
      c.check(
        sql`supplier_refusal in ('ACCOUNT_REFUSED', 'SHOP_BALANCE_LOW', 'PRODUCT_UNAVAILABLE', 'OTHER')`,
      ),
    )
    // When an operator must look: unsettled long after payment, or the shop's balance ran low.
    .addColumn('flagged_at', 'timestamptz')
    .execute()
  await sql`create index invoices_supplier_due on invoices (next_supplier_check_at)
    where next_supplier_check_at is not null`.execute(db)
}
