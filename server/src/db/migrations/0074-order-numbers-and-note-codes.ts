import { sql, type Kysely } from 'kysely'

/**
 * Two things a person reads on an order, made readable:
 * - a short order number drawn by the database on every insert, so each path that creates an
 *   order (purchase, seed, fixtures) gets one; unique and indexed, because the desk searches by
 *   it. Its alphabet and length are contract/order-number.ts's, written out here because a
 *   migration that has run never changes;
 * - the note becomes a code (openapi.yaml's OrderNote) the SPA words in the reader's language;
 *   the one text ever written (by the demo seed) turns into its code. A text no code stands for
 *   is kept, and not sent (invoice-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The loop draws again on the (unlikely) clash with an existing number; the unique index
  // below still refuses the clash of two orders inserted at the same instant.
  await sql`
    create function new_order_number() returns text language plpgsql volatile as $$
    declare
      alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
      candidate text;
    begin
      loop
        candidate := '';
        for i in 1..8 loop
          candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
        end loop;
        exit when not exists (select 1 from invoices where order_number = candidate);
      end loop;
      return candidate;
    end
    $$`.execute(db)
  await db.schema.alterTable('invoices').addColumn('order_number', 'text').execute()
  await sql`update invoices set order_number = new_order_number()`.execute(db)
  await sql`
    alter table invoices
      alter column order_number set default new_order_number(),
      alter column order_number set not null`.execute(db)
  await db.schema
    .createIndex('invoices_order_number')
    .unique()
    .on('invoices')
    .column('order_number')
    .execute()

  await sql`
    update invoices set note = 'ACCOUNT_REFUSED'
    where note = 'Player ID not found; nothing was charged.'`.execute(db)
}
