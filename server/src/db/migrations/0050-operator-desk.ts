import { sql, type Kysely } from 'kysely'

/**
 * The operator desk: every operator action is written to audit_log (who, what, when, on what), in
 * the same transaction as the action; leaderboard_prizes holds the pictures an operator chose for
 * ranks 1 to 3 of a month. A voucher code is unique across packages: the same code sold twice
 * would be money lost, and the desk refuses a pasted code already in stock anywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute()

  await db.schema
    .createIndex('voucher_codes_code_unique')
    .on('voucher_codes')
    .column('code')
    .unique()
    .execute()

  await db.schema
    .createTable('leaderboard_prizes')
    // The month in the shop's time zone, 'yyyy-MM'.
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('rank', 'integer', (c) => c.notNull().check(sql`rank between 1 and 3`))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('leaderboard_prizes_pk', ['month', 'rank'])
    .execute()
}
