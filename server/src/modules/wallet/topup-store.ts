import type { ExpressionBuilder } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { Tables, TopupRow } from '../../db/tables.ts'
import { newTopupQr } from './topup-qr.ts'

/** How long a QR can be paid (DECISIONS: an unpaid QR expires to CANCEL after 15 minutes). */
export const TOPUP_QR_LIFETIME_MS = 15 * 60 * 1000

/** A WAITING QR top-up; the amounts show the balance as it was, until a payment completes it. */
export async function createTopup(
  db: Database,
  clock: Clock,
  { userId, walletId, amount }: { userId: string; walletId: string; amount: number },
): Promise<TopupRow & { qr_code: string }> {
  const now = clock.now()
  const { balance } = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow()
  const qrCode = newTopupQr(amount)
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
      expires_at: new Date(now.getTime() + TOPUP_QR_LIFETIME_MS),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ...row, qr_code: qrCode }
}

export type TopupSelector = { qrCode: string } | { id: string }

function matching(selector: TopupSelector) {
  return (eb: ExpressionBuilder<Tables, 'topups'>) =>
    'qrCode' in selector ? eb('qr_code', '=', selector.qrCode) : eb('id', '=', selector.id)
}

export type SettleOutcome =
  | { kind: 'paid'; topup: TopupRow; walletAmount: number }
  | { kind: 'not-found' }
  /** Paid before: SUCCESS or any other final status but CANCEL. */
  | { kind: 'already-paid' }
  /** Rejected, or expired unpaid (turned CANCEL now if the expiry job had not yet done it). */
  | { kind: 'cancelled' }

/**
 * Credits a WAITING, unexpired top-up once: the bank's payment of its QR and the operator's approval
 * both come here. The status change is a conditional update, so of two payments racing for one QR
 * exactly one matches the row; the other finds it no longer WAITING. Credit, ledger entry and status
 * commit together.
 */
export function settleTopup(
  db: Database,
  clock: Clock,
  selector: TopupSelector,
): Promise<SettleOutcome> {
  const now = clock.now()
  return db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const claimed = await trx
      .updateTable('topups')
      .set({ status: 'SUCCESS', paid_at: now })
      .where(matching(selector))
      .where('status', '=', 'WAITING')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .returning(['id', 'wallet_id', 'amount'])
      .executeTakeFirst()
    if (!claimed) {
      const current = await trx
        .selectFrom('topups')
        .select(['id', 'status'])
        .where(matching(selector))
        .executeTakeFirst()
      if (!current) return { kind: 'not-found' }
      // Still WAITING here means the claim missed it for its expiry alone.
      if (current.status === 'WAITING') {
        await cancelWaiting(trx, current.id)
        return { kind: 'cancelled' }
      }
      return current.status === 'CANCEL' ? { kind: 'cancelled' } : { kind: 'already-paid' }
    }

    const wallet = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance: eb('balance', '+', claimed.amount) }))
      .where('id', '=', claimed.wallet_id)
      .returning('balance')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('wallet_entries')
      .values({
        wallet_id: claimed.wallet_id,
        delta: claimed.amount,
        reason: 'TOPUP',
        ref_id: claimed.id,
        created_at: now,
      })
      .execute()
    const topup = await trx
      .updateTable('topups')
      .set({ old_amount: wallet.balance - claimed.amount, current_amount: wallet.balance })
      .where('id', '=', claimed.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { kind: 'paid', topup, walletAmount: wallet.balance }
  })
}

/** The operator's refusal: a WAITING top-up becomes CANCEL; anything else is left as it is. */
export async function rejectTopup(
  db: Database,
  id: string,
): Promise<
  { kind: 'rejected'; topup: TopupRow } | { kind: 'not-found' } | { kind: 'not-waiting' }
> {
  const topup = await cancelWaiting(db, id)
  if (topup) return { kind: 'rejected', topup }
  const exists = await db.selectFrom('topups').select('id').where('id', '=', id).executeTakeFirst()
  return exists ? { kind: 'not-waiting' } : { kind: 'not-found' }
}

function cancelWaiting(db: Database, id: string): Promise<TopupRow | undefined> {
  return db
    .updateTable('topups')
    .set({ status: 'CANCEL' })
    .where('id', '=', id)
    .where('status', '=', 'WAITING')
    .returningAll()
    .executeTakeFirst()
}

/**
 * Turns unpaid QRs past their expiry into CANCEL: run by the periodic job for everyone, and before a
 * customer's own top-ups are read, so nobody sees a QR as payable after it stopped being so.
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

/** The operator console shows the most recent top-ups; older ones stay in each customer's history. */
const OPERATOR_LIST_LIMIT = 200

export function listTopupsForOperator(db: Database, status: string | undefined) {
  let query = db
    .selectFrom('topups')
    .innerJoin('users', 'users.id', 'topups.user_id')
    .selectAll('topups')
    .select(['users.full_name', 'users.user_name'])
  if (status) query = query.where('topups.status', '=', status)
  return query
    .orderBy('topups.created_at', 'desc')
    .orderBy('topups.id', 'desc')
    .limit(OPERATOR_LIST_LIMIT)
    .execute()
}
