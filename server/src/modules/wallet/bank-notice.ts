import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { FlagReason, TopupRow } from '../../db/tables.ts'
import { creditClaimedTopup } from './topup-store.ts'

/** Where banks send their payment notices (openapi.yaml bankPaymentNotice). */
export const BANK_NOTICE_PATH = '/api/v1/bank/notifications'

/** What a bank says when one of the shop's QRs was paid (openapi.yaml BankPaymentNotice). */
export interface BankNotice {
  transactionId: string
  billNumber: string
  amount: number
  /** ISO 4217, as banks write it: LAK for kip. */
  currency: string
  paidAt: Date
}

/** The currency every top-up QR asks for. */
export const TOPUP_CURRENCY = 'LAK'

export type NoticeOutcome =
  | { kind: 'credited'; topup: TopupRow; walletAmount: number }
  /** No top-up has this bill number: nothing is recorded. */
  | { kind: 'unknown-bill' }
  /** Recorded, nothing credited: the operator decides (`topup` carries the flag). */
  | { kind: 'flagged'; reason: FlagReason; topup: TopupRow }
  /** This transaction was heard before: the first answer stands, nothing happens again. */
  | { kind: 'replayed'; outcome: 'CREDITED' | 'FLAGGED'; reason: FlagReason | null }

/**
 * Why a notice cannot be credited by itself, or null when it can. A payment for a top-up already
 * credited is the customer paying twice; one for a QR that expired or was refused is money that
 * arrived for a closed top-up. Both, like a wrong amount or currency, are the operator's to decide.
 */
function flagOf(topup: TopupRow, notice: BankNotice, now: Date): FlagReason | null {
  // Once a top-up waits for the operator, every payment for it does.
  if (topup.flag_reason !== null) return topup.flag_reason
  if (notice.currency !== TOPUP_CURRENCY) return 'CURRENCY_MISMATCH'
  if (topup.status === 'SUCCESS') return 'DUPLICATE_PAYMENT'
  const expired = topup.expires_at !== null && topup.expires_at <= now
  if (topup.status !== 'WAITING' || expired) return 'PAID_WHEN_CLOSED'
  if (notice.amount !== topup.amount) return 'AMOUNT_MISMATCH'
  return null
}

/**
 * Applies a verified payment notice in one transaction: it credits the top-up once (wallet, ledger,
 * payment record), or records the payment and flags it for the operator. The top-up's row is locked
 * first, so notices for one bill (a replay, a second payment) are applied one after the other, and
 * a transaction id is looked up only under that lock: the same notice twice credits once.
 */
export function receiveBankNotice(
  db: Database,
  clock: Clock,
  notice: BankNotice,
): Promise<NoticeOutcome> {
  const now = clock.now()
  return db.transaction().execute(async (trx): Promise<NoticeOutcome> => {
    const topup = await trx
      .selectFrom('topups')
      .selectAll()
      .where('bill_number', '=', notice.billNumber)
      .forUpdate()
      .executeTakeFirst()
    if (!topup) return { kind: 'unknown-bill' }

    const heard = await trx
      .selectFrom('bank_payments')
      .innerJoin('topups', 'topups.id', 'bank_payments.topup_id')
      .select(['bank_payments.outcome', 'topups.flag_reason'])
      .where('bank_payments.transaction_id', '=', notice.transactionId)
      .executeTakeFirst()
    if (heard) return { kind: 'replayed', outcome: heard.outcome, reason: heard.flag_reason }

    const reason = flagOf(topup, notice, now)
    if (reason === null) {
      const claimed = await trx
        .updateTable('topups')
        .set({ status: 'SUCCESS', paid_at: notice.paidAt, flag_reason: null, flagged_at: null })
        .where('id', '=', topup.id)
        .returning(['id', 'wallet_id', 'amount'])
        .executeTakeFirstOrThrow()
      await recordPayment(trx, notice, topup.id, 'CREDITED')
      return { kind: 'credited', ...(await creditClaimedTopup(trx, claimed, now)) }
    }

    // A second payment of a credited top-up becomes a top-up of its own, waiting for the operator:
    // approved, it credits what was paid again; rejected, it says the money went back.
    const flagged =
      reason === 'DUPLICATE_PAYMENT'
        ? await trx
            .insertInto('topups')
            .values({
              user_id: topup.user_id,
              wallet_id: topup.wallet_id,
              old_amount: topup.current_amount,
              amount: notice.amount,
              current_amount: topup.current_amount,
              status: 'WAITING',
              money_type: 'BANK',
              flag_reason: reason,
              flagged_at: now,
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('topups')
            .set({ flag_reason: reason, flagged_at: now })
            .where('id', '=', topup.id)
            .returningAll()
            .executeTakeFirstOrThrow()
    await recordPayment(trx, notice, flagged.id, 'FLAGGED')
    return { kind: 'flagged', reason, topup: flagged }
  })
}

async function recordPayment(
  trx: Database,
  notice: BankNotice,
  topupId: string,
  outcome: 'CREDITED' | 'FLAGGED',
) {
  await trx
    .insertInto('bank_payments')
    .values({
      transaction_id: notice.transactionId,
      topup_id: topupId,
      amount: notice.amount,
      currency: notice.currency,
      paid_at: notice.paidAt,
      outcome,
    })
    .execute()
}
