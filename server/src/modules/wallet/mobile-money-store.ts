import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { TopupRow } from '../../db/tables.ts'
import { walletBalance } from './wallet-ledger.ts'

/** What the customer says of the transfer they sent to the shop's number. */
export interface MobileMoneyClaim {
  userId: string
  walletId: string
  amount: number
  senderPhone: string
  reference: string
}

export type ClaimOutcome = { kind: 'waiting'; topup: TopupRow } | { kind: 'reference-used' }

/**
 * References are read off a phone's message and typed by hand: the operator matches them against
 * the operator's statement whatever the case, so one transfer is one reference.
 */
export function transferReferenceKey(typed: string): string {
  return typed.toUpperCase()
}

/**
 * Records the claim as a WAITING_RECEIPT MOBILE_MONEY top-up, which nothing credits until an
 * operator confirms it (approveTopup, the QR's decision path). The reference is unique among the
 * top-ups that wait or were credited: a second claim of one transfer, even at the same moment,
 * fails on the index and records nothing.
 */
export async function recordMobileMoneyClaim(
  db: Database,
  clock: Clock,
  claim: MobileMoneyClaim,
): Promise<ClaimOutcome> {
  try {
    const balance = await walletBalance(db, claim.walletId)
    const topup = await db
      .insertInto('topups')
      .values({
        user_id: claim.userId,
        wallet_id: claim.walletId,
        old_amount: balance,
        amount: claim.amount,
        current_amount: balance,
        status: 'WAITING_RECEIPT',
        money_type: 'MOBILE_MONEY',
        sender_phone: claim.senderPhone,
        transfer_reference: transferReferenceKey(claim.reference),
        created_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { kind: 'waiting', topup }
  } catch (error) {
    if (isUniqueViolation(error, 'topups_transfer_reference_unique')) {
      return { kind: 'reference-used' }
    }
    throw error
  }
}
