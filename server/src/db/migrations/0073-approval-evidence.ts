import { sql, type Kysely } from 'kysely'

/**
 * A top-up an operator credits by hand keeps what it was checked against: the bank's or the
 * transfer's reference (which the customer's history shows) and, for a QR that had expired, the
 * operator's written reason. Top-ups credited before keep neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('topups')
    .addColumn('approval_reference', 'text', (c) =>
      c.check(sql`char_length(approval_reference) between 1 and 100`),
    )
    .addColumn('approval_reason', 'text', (c) =>
      c.check(sql`char_length(approval_reason) between 1 and 300`),
    )
    .execute()
}
