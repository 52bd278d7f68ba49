import { sql, type Kysely } from 'kysely'

/**
 * sms_outbox becomes a delivery queue: the OTP transaction writes the message, and a dispatcher
 * hands it to the SMS gateway after the commit, retrying until it goes or is no use any more
 * (docs/decisions.md, "SMS delivery"). `sent_at` keeps its meaning (when the code was issued);
 * `delivered_at` is when the gateway took it.
 *
 * The catalogue tables get a slug, the stable key `npm run catalogue:import` matches rows by, so
 * loading a file again updates the shop in place. Rows created before have none and are left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sms_outbox')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('lo')
        .check(sql`language in ('lo', 'th', 'en')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'SENT', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  // Messages written before this migration were only ever meant for the dev outbox.
  await sql`update sms_outbox set status = 'SENT', delivered_at = sent_at`.execute(db)
  await db.schema
    .createIndex('sms_outbox_pending_idx')
    .on('sms_outbox')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute()

  await db.schema
    .alterTable('categories')
    .addColumn('slug', 'text', (c) => c.unique())
    .execute()
  await db.schema
    .alterTable('products')
    .addColumn('slug', 'text', (c) => c.unique())
    .execute()
  await db.schema.alterTable('packets').addColumn('slug', 'text').execute()
  await db.schema
    .alterTable('packets')
    .addUniqueConstraint('packets_product_slug_unique', ['product_id', 'slug'])
    .execute()
}
