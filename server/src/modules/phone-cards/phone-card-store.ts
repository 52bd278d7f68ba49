import { sql } from 'kysely'
import { phoneCardCredit } from '#contract/shop-rules.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { CardRefusal, TopupRow } from '../../db/tables.ts'
import { creditClaimedTopup } from '../wallet/topup-store.ts'
import { walletBalance } from '../wallet/wallet-ledger.ts'
import type { CardVerdict, PhoneCard } from './card-provider.ts'

/**
 * Each refusal in plain words, kept as the top-up's reason for whoever reads the record without
 * the SPA (which words the code in the customer's language).
 */
export const CARD_REFUSAL_REASONS: Record<CardRefusal, string> = {
  CARD_ALREADY_USED: 'The card was topped up before',
  CARD_INVALID: 'No card has this serial and PIN',
  CARD_WRONG_VALUE: 'The card is worth another amount than the one chosen',
  CARD_WRONG_OPERATOR: 'The card is of another operator',
  PROVIDER_UNAVAILABLE: 'The card provider could not check the card; send it again later',
}

export type SendOutcome = { kind: 'waiting'; topup: TopupRow } | { kind: 'used' }

/**
 * Records a card and its WAITING PHONE_CARD top-up, in one transaction. The card's hash is unique:
 * of two sends of one card at once, the second fails on it and records nothing.
 */
export async function recordPhoneCard(
  db: Database,
  clock: Clock,
  {
    card,
    cardHash,
    feePercent,
    userId,
    walletId,
  }: {
    card: Omit<PhoneCard, 'serial' | 'pin'>
    cardHash: string
    feePercent: number
    userId: string
    walletId: string
  },
): Promise<SendOutcome> {
  const now = clock.now()
  try {
    return await db.transaction().execute(async (trx) => {
      const balance = await walletBalance(trx, walletId)
      // No expiry: the periodic job leaves it alone until the provider answers.
      const topup = await trx
        .insertInto('topups')
        .values({
          user_id: userId,
          wallet_id: walletId,
          old_amount: balance,
          amount: phoneCardCredit(card.faceValue, feePercent),
          current_amount: balance,
          status: 'WAITING',
          money_type: 'PHONE_CARD',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('phone_cards')
        .values({
          card_hash: cardHash,
          operator: card.operator,
          face_value: card.faceValue,
          fee_percent: feePercent,
          user_id: userId,
          topup_id: topup.id,
          created_at: now,
        })
        .execute()
      return { kind: 'waiting', topup }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'phone_cards_card_hash_unique')) return { kind: 'used' }
    throw error
  }
}

export type AnswerOutcome =
  | { kind: 'credited'; topup: TopupRow; walletAmount: number }
  | { kind: 'refused'; topup: TopupRow; refusal: CardRefusal }
  /** Answered before, or its top-up was decided by an operator meanwhile: nothing was done. */
  | { kind: 'already-answered' }

/**
 * Writes the provider's answer once: the card's outcome goes from null to the verdict by a
 * conditional update, so a second answer (repeated, or racing the first) claims nothing. A
 * confirmed card credits its top-up if it still waits; a refused one turns it CANCEL with the
 * refusal. A card the provider could not check is released (its hash set apart by the card's id),
 * so the customer may send the same card again.
 */
export async function answerPhoneCard(
  db: Database,
  clock: Clock,
  { topupId, verdict }: { topupId: string; verdict: CardVerdict },
): Promise<AnswerOutcome> {
  const now = clock.now()
  return db.transaction().execute(async (trx) => {
    const refusal = verdict.outcome === 'REFUSED' ? verdict.refusal : null
    const answered = await trx
      .updateTable('phone_cards')
      .set({
        outcome: verdict.outcome,
        refusal,
        answered_at: now,
        ...(refusal === 'PROVIDER_UNAVAILABLE'
          ? { card_hash: sql<string>`card_hash || ':released:' || id::text` }
          : {}),
      })
      .where('topup_id', '=', topupId)
      .where('outcome', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!answered) return { kind: 'already-answered' }
    if (!refusal) {
      const claimed = await trx
        .updateTable('topups')
        .set({ status: 'SUCCESS', paid_at: now })
        .where('id', '=', topupId)
        .where('status', '=', 'WAITING')
        .returning(['id', 'wallet_id', 'amount'])
        .executeTakeFirst()
      if (!claimed) return { kind: 'already-answered' }
      return { kind: 'credited', ...(await creditClaimedTopup(trx, claimed, now)) }
    }
    const topup = await trx
      .updateTable('topups')
      .set({
        status: 'CANCEL',
        reject_reason: CARD_REFUSAL_REASONS[refusal],
        card_refusal: refusal,
      })
      .where('id', '=', topupId)
      .where('status', '=', 'WAITING')
      .returningAll()
      .executeTakeFirst()
    return topup ? { kind: 'refused', topup, refusal } : { kind: 'already-answered' }
  })
}
