import { sql, type Kysely } from 'kysely'

/**
 * Prepaid phone cards sent to the card provider. A card (operator, serial and PIN) is kept only as a
 * keyed hash, unique: it is taken once, whatever the provider answers. Each card has its WAITING
 * PHONE_CARD top-up; the provider's answer is written once (`outcome` goes from null to a verdict by
 * a conditional update), so a repeated or late answer credits nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table topups drop constraint topups_money_type_check`.execute(db)
  await sql`alter table topups add constraint topups_money_type_check
    check (money_type in ('BANK', 'MONEY_THAI', 'ADMIN', 'CUPONG_MONEY', 'PHONE_CARD'))`.execute(db)
  await db.schema
    .createTable('phone_cards')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('card_hash', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) =>
      c.notNull().check(sql`operator in ('UNITEL', 'ETL', 'LAO_TELECOM', 'BEST')`),
    )
    .addColumn('face_value', 'bigint', (c) => c.notNull().check(sql`face_value > 0`))
    .addColumn('fee_percent', 'integer', (c) =>
      c.notNull().check(sql`fee_percent >= 0 and fee_percent <= 50`),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('topup_id', 'uuid', (c) => c.notNull().references('topups.id'))
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('CONFIRMED', 'REFUSED')`))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('phone_cards_card_hash_unique', ['card_hash'])
    .addUniqueConstraint('phone_cards_topup_unique', ['topup_id'])
    .addCheckConstraint(
      'phone_cards_answered_together',
      sql`(outcome is null) = (answered_at is null)`,
    )
    .execute()
}
