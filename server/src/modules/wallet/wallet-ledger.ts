import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { LedgerReason, Tables } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'

/**
 * A move of money the ledger records, named by what caused it: the cause decides whether it credits
 * or debits, so no caller picks a sign. `amount` is the kip moved, always positive.
 */
export type WalletMove =
  /** A paid top-up (a bank QR, a coupon, a phone card, an operator's approval). */
  | { reason: 'TOPUP'; topupId: string; amount: number }
  /** A purchase: debited only while the balance covers it. */
  | { reason: 'PURCHASE'; invoiceId: string; amount: number }
  /** An order's price given back. */
  | { reason: 'REFUND'; invoiceId: string; amount: number }
  /** An operator's adjustment, with no top-up or invoice behind it. */
  | { reason: 'ADMIN'; amount: number }

const SIGN: Record<LedgerReason, 1 | -1> = { TOPUP: 1, REFUND: 1, ADMIN: 1, PURCHASE: -1 }

/** The top-up or invoice the entry names; with the reason, unique in the ledger. */
function causeOf(move: WalletMove): string | null {
  switch (move.reason) {
    case 'TOPUP':
      return move.topupId
    case 'PURCHASE':
    case 'REFUND':
      return move.invoiceId
    case 'ADMIN':
      return null
  }
}

/**
 * Moves money in or out of a wallet with its ledger entry, in the caller's transaction, and answers
 * the balance after. The balance changes by one guarded update, so a debit the balance no longer
 * covers (another purchase got there first) is refused with 409 `AMOUNT_IS_NOT_ENOUGH` instead of
 * taking it below zero. The entry is unique per reason and top-up or invoice: a move that ran once
 * fails the second time, and the caller's transaction rolls back with it.
 */
export async function moveMoney(
  trx: Transaction<Tables>,
  { walletId, move, at }: { walletId: string; move: WalletMove; at: Date },
): Promise<number> {
  // A negative amount would turn a debit into a credit: the sign is the cause's alone.
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0) {
    throw new Error(`A wallet move is a positive whole number of kip, not ${move.amount}`)
  }
  const delta = SIGN[move.reason] * move.amount
  const moved = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '+', delta) }))
    .where('id', '=', walletId)
    // Always true for a credit; for a debit, read under the update's row lock.
    .where('balance', '>=', -delta)
    .returning('balance')
    .executeTakeFirst()
  if (!moved) {
    if (delta < 0) throw new ApiError(409, 'AMOUNT_IS_NOT_ENOUGH')
    throw new Error(`There is no wallet ${walletId} to credit`)
  }
  await trx
    .insertInto('wallet_entries')
    .values({
      wallet_id: walletId,
      delta,
      reason: move.reason,
      ref_id: causeOf(move),
      created_at: at,
    })
    .execute()
  return moved.balance
}

/** A new account's empty wallet, in the transaction that creates the account; answers its id. */
export async function openWallet(trx: Transaction<Tables>, userId: string): Promise<string> {
  const { id } = await trx
    .insertInto('wallets')
    .values({ user_id: userId, balance: 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A wallet's balance as it is now; fails for a wallet that does not exist. */
export async function walletBalance(db: Database, walletId: string): Promise<number> {
  const { balance } = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow()
  return balance
}

/**
 * Locks a customer's wallet until the caller's transaction ends and answers its balance, or
 * undefined when the wallet is not that customer's: one customer's purchases are then decided one
 * after another.
 */
export async function lockWallet(
  trx: Transaction<Tables>,
  { walletId, ownerId }: { walletId: string; ownerId: string },
): Promise<number | undefined> {
  const wallet = await trx
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .where('user_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst()
  return wallet?.balance
}

/** The wallet of a customer (every account has one, made with it). */
export async function walletIdOf(db: Database, userId: string): Promise<string> {
  const { id } = await db
    .selectFrom('wallets')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return id
}
