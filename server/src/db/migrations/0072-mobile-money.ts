import { sql, type Kysely } from 'kysely'

/**
 * Mobile-money top-ups (money type MOBILE_MONEY): the customer transfers to the shop's number and
 * says so with the sending number and the transfer's reference; the top-up waits WAITING_RECEIPT
 * until an operator confirms or rejects it. A reference is claimed once while its top-up waits or
 * was credited (a partial unique index), so one transfer cannot be credited twice; a rejected
 * claim (a mistyped reference) releases it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table topups drop constraint topups_money_type_check`.execute(db)
  await sql`alter table topups add constraint topups_money_type_check
    check (money_type in ('BANK', 'MONEY_THAI', 'ADMIN', 'CUPONG_MONEY', 'PHONE_CARD', 'MOBILE_MONEY'))`.execute(
    db,
  )
  await db.schema
    .alterTable('topups')
    .addColumn('sender_phone', 'text', (c) => c.check(sql`sender_phone ~ '^[0-9]{8,11}$'`))
    .addColumn('transfer_reference', 'text', (c) =>
      c.check(sql`transfer_reference ~ '^[A-Z0-9]{4,32}$'`),
    )
    .execute()
  await sql`alter table topups add constraint topups_mobile_money_claim
    check ((money_type = 'MOBILE_MONEY') = (sender_phone is not null and transfer_reference is not null))`.execute(
    db,
  )
  await db.schema
    .createIndex('topups_transfer_reference_unique')
    .on('topups')
    .column('transfer_reference')
    .unique()
    .where(sql.ref('status'), '<>', 'CANCEL')
    .execute()
}
