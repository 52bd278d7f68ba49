import { sql, type Kysely } from 'kysely'

/**
 * A card provider says why it refused a card (contract: CardRefusal). The code is kept on the
 * card and on its CANCEL top-up, which the customer's history reads; the screens word it in the
 * customer's language. Cards refused before keep their fixed text in reject_reason and no code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = sql`('CARD_ALREADY_USED', 'CARD_INVALID', 'CARD_WRONG_VALUE', 'CARD_WRONG_OPERATOR', 'PROVIDER_UNAVAILABLE')`
  await db.schema
    .alterTable('phone_cards')
    .addColumn('refusal', 'text', (c) => c.check(sql`refusal in ${codes}`))
    .execute()
  await db.schema
    .alterTable('topups')
    .addColumn('card_refusal', 'text', (c) => c.check(sql`card_refusal in ${codes}`))
    .execute()
}
