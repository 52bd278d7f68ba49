import type { ExpressionBuilder, Transaction } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { BankConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { Tables, TopupRow } from '../../db/tables.ts'
import { newBillNumber, newTopupQr } from './topup-qr.ts'
import { moveMoney, walletBalance } from './wallet-ledger.ts'

/** How long a QR can be paid (DECISIONS: an unpaid QR expires to CANCEL after 15 minutes). */
export const TOPUP_QR_LIFETIME_MS = 15 * 60 * 1000

/** A WAITING QR top-up; the amounts show the balance as it was, until a payment completes it. */
export async function createTopup(
  db: Database,
  clock: Clock,
  bank: BankConfig,
  { userId, walletId, amount }: { userId: string; walletId: string; amount: number },
): Promise<TopupRow & { qr_code: string }> {
  const now = clock.now()
  const balance = await walletBalance(db, walletId)
  const billNumber = newBillNumber()
  const qrCode = newTopupQr(bank, { amount, billNumber })
  const row = await db
    .insertInto('topups')
    .values({
      user_id: userId,
      wallet_id: walletId,
      old_amount: balance,
      amount,
      current_amount: balance,
      status: 'WAITING',
      money_type: 'BANK',
      qr_code: qrCode,
      bill_number: billNumber,
      expires_at: new Date(now.getTime() + TOPUP_QR_LIFETIME_MS),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ...row, qr_code: qrCode }
}

/**
 * Credits a top-up the caller has claimed (its status already turned SUCCESS by a conditional
 * update, so of two racing claims only one gets here): the wallet, its ledger entry and the
 * top-up's before-and-after amounts, in the caller's transaction.
 */
export async function creditClaimedTopup(
  trx: Transaction<Tables>,
  claimed: Pick<TopupRow, 'id' | 'wallet_id' | 'amount'>,
  at: Date,
): Promise<{ topup: TopupRow; walletAmount: number }> {
  const balance = await moveMoney(trx, {
    walletId: claimed.wallet_id,
    move: { reason: 'TOPUP', topupId: claimed.id, amount: claimed.amount },
    at,
  })
  const topup = await trx
    .updateTable('topups')
    .set({ old_amount: balance - claimed.amount, current_amount: balance })
    .where('id', '=', claimed.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { topup, walletAmount: balance }
}

export type DecisionOutcome =
  | { kind: 'approved'; topup: TopupRow; walletAmount: number }
  | { kind: 'rejected'; topup: TopupRow }
  | { kind: 'not-found' }
  /** Paid, rejected or expired before this decision: nothing was done. */
  | { kind: 'already-decided' }
  /** Its QR expired or was closed, and the approval gave no reason: nothing was done. */
  | { kind: 'reason-required' }

/**
 * A QR that can no longer be paid: past its expiry, or closed (CANCEL) before a bank notice came.
 * Crediting one by hand takes the operator's written reason; the desk shows the same rule.
 */
export function qrExpired(now: Date) {
  return (eb: ExpressionBuilder<Tables, 'topups'>) =>
    eb.or([
      eb('topups.status', '=', 'CANCEL'),
      eb.and([eb('topups.expires_at', 'is not', null), eb('topups.expires_at', '<=', now)]),
    ])
}

/**
 * The statuses of a top-up that waits for its answer: a QR's or a phone card's payment (WAITING), a
 * mobile-money transfer the operator has to find (WAITING_RECEIPT).
 */
export const UNDECIDED_STATUSES = ['WAITING', 'WAITING_RECEIPT']

/**
 * What an operator may still decide: a waiting top-up whose QR (if any) has not expired, and any
 * flagged one (a bank notice the shop could not credit by itself), even if its QR expired or was
 * closed.
 */
function decidable(now: Date) {
  return (eb: ExpressionBuilder<Tables, 'topups'>) =>
    eb.or([
      eb.and([
        eb('status', 'in', UNDECIDED_STATUSES),
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
      ]),
      eb.and([eb('flag_reason', 'is not', null), eb('status', 'in', ['WAITING', 'CANCEL'])]),
    ])
}

async function undecidedOutcome(trx: Database, id: string): Promise<DecisionOutcome> {
  const exists = await trx.selectFrom('topups').select('id').where('id', '=', id).executeTakeFirst()
  return exists ? { kind: 'already-decided' } : { kind: 'not-found' }
}

/** What an operator approves a top-up against (openapi.yaml TopupApproval), trimmed. */
export interface ApprovalEvidence {
  reference: string
  /** Null when none was written; an expired QR needs one. */
  reason: string | null
}

/**
 * The operator's approval: credits a decidable top-up once, clearing its flag and keeping the
 * reference (and reason) it was approved against. An expired QR is credited only with a reason,
 * decided by the same conditional update, so a QR that expires while the operator types is not
 * credited without one. Runs in the caller's transaction, with the audit line; the conditional
 * update lets one of two racing decisions (or a decision and a bank payment) through.
 */
export async function approveTopup(
  trx: Transaction<Tables>,
  clock: Clock,
  { id, reference, reason }: { id: string } & ApprovalEvidence,
): Promise<DecisionOutcome> {
  const now = clock.now()
  const claimed = await trx
    .updateTable('topups')
    .set({
      status: 'SUCCESS',
      paid_at: now,
      flag_reason: null,
      flagged_at: null,
      approval_reference: reference,
      approval_reason: reason,
    })
    .where('id', '=', id)
    .where(decidable(now))
    .where((eb) => (reason === null ? eb.not(qrExpired(now)(eb)) : eb.lit(true)))
    .returning(['id', 'wallet_id', 'amount'])
    .executeTakeFirst()
  if (claimed) return { kind: 'approved', ...(await creditClaimedTopup(trx, claimed, now)) }
  const stillDecidable = await trx
    .selectFrom('topups')
    .select('id')
    .where('id', '=', id)
    .where(decidable(now))
    .executeTakeFirst()
  return stillDecidable ? { kind: 'reason-required' } : undecidedOutcome(trx, id)
}

/** The operator's refusal, with the reason the customer reads; in the caller's transaction. */
export async function rejectTopup(
  trx: Database,
  clock: Clock,
  { id, reason }: { id: string; reason: string },
): Promise<DecisionOutcome> {
  const topup = await trx
    .updateTable('topups')
    .set({ status: 'CANCEL', reject_reason: reason, flag_reason: null, flagged_at: null })
    .where('id', '=', id)
    .where(decidable(clock.now()))
    .returningAll()
    .executeTakeFirst()
  return topup ? { kind: 'rejected', topup } : undecidedOutcome(trx, id)
}

/**
 * Turns unpaid QRs past their expiry into CANCEL: run by the periodic job for everyone, and before a
 * customer's own top-ups are read, so nobody sees a QR as payable after it stopped being so. A
 * flagged top-up waits for the operator instead.
 */
export async function expireOverdueTopups(
  db: Database,
  clock: Clock,
  userId?: string,
): Promise<number> {
  let query = db
    .updateTable('topups')
    .set({ status: 'CANCEL' })
    .where('status', '=', 'WAITING')
    .where('flag_reason', 'is', null)
    .where('expires_at', '<=', clock.now())
  if (userId) query = query.where('user_id', '=', userId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function findTopupOf(
  db: Database,
  userId: string,
  id: string,
): Promise<TopupRow | undefined> {
  return db
    .selectFrom('topups')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** One page of a user's top-ups, newest first, with the count of all of them. */
export async function listTopupsOf(
  db: Database,
  { userId, limit, skip }: { userId: string; limit: number; skip: number },
): Promise<{ rows: TopupRow[]; total: number }> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('topups')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute(),
    db
      .selectFrom('topups')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total }
}
