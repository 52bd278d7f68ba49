import { sql, type Kysely } from 'kysely'

/**
 * What the operators set for the whole desk, one row with a column per setting (typed and checked
 * by the database, unlike a key-value list). The supplier balance threshold is in the supplier's
 * own currency; at 0 the desk never warns, until an operator sets one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_settings')
    // Always true: the primary key and the check keep the table at one row.
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('supplier_balance_threshold', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`supplier_balance_threshold >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`insert into desk_settings default values`.execute(db)
}
