import type { components } from '#contract/schema.d.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { TopupRow } from '../../db/tables.ts'
import { creditClaimedTopup } from '../wallet/topup-store.ts'

export interface CouponBatch {
  batchId: string
  amount: number
  expiresAt: Date
}

/** Stores a batch's record and its codes' hashes, in the caller's transaction (with its audit line). */
export async function insertCouponBatch(
  trx: Database,
  {
    batchId,
    amount,
    expiresAt,
    createdBy,
    createdAt,
    hashes,
  }: CouponBatch & {
    createdBy: string
    createdAt: Date
    hashes: string[]
  },
): Promise<void> {
  await trx
    .insertInto('coupon_batches')
    .values({
      id: batchId,
      amount,
      count: hashes.length,
      expires_at: expiresAt,
      created_by: createdBy,
      created_at: createdAt,
    })
    .execute()
  await trx
    .insertInto('coupons')
    .values(
      hashes.map((code_hash) => ({
        code_hash,
        batch_id: batchId,
        amount,
        expires_at: expiresAt,
        created_by: createdBy,
      })),
    )
    .execute()
}

type MintedBatch = components['schemas']['CouponBatch']

/** The batches minted, newest first, each with how many of its codes were redeemed. */
export async function listCouponBatches(db: Database, limit: number): Promise<MintedBatch[]> {
  const rows = await db
    .selectFrom('coupon_batches')
    .innerJoin('users', 'users.id', 'coupon_batches.created_by')
    .leftJoin('coupons', (join) =>
      join
        .onRef('coupons.batch_id', '=', 'coupon_batches.id')
        .on('coupons.redeemed_at', 'is not', null),
    )
    .select((eb) => [
      'coupon_batches.id',
      'coupon_batches.amount',
      'coupon_batches.count',
      'coupon_batches.expires_at',
      'coupon_batches.created_at',
      'users.id as operator_id',
      'users.full_name',
      'users.user_name',
      eb.fn.count<number>('coupons.id').as('redeemed'),
    ])
    .groupBy(['coupon_batches.id', 'users.id'])
    .orderBy('coupon_batches.created_at', 'desc')
    .orderBy('coupon_batches.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    amount: row.amount,
    count: row.count,
    redeemed: row.redeemed,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    createdBy: { _id: row.operator_id, fullName: row.full_name, phone: row.user_name },
  }))
}

export type RedeemOutcome =
  | { kind: 'credited'; topup: TopupRow; walletAmount: number }
  | { kind: 'unknown' }
  | { kind: 'used' }
  | { kind: 'expired' }

/**
 * Redeems a coupon into a wallet in one transaction. The coupon is claimed by a conditional update
 * (not redeemed, not expired): of two redemptions at once, the second waits for the first's row
 * lock, then finds it redeemed and claims nothing. The credit is a SUCCESS CUPONG_MONEY top-up
 * whose ledger entry is unique, and the coupon's top-up column is unique too.
 */
export async function redeemCoupon(
  db: Database,
  clock: Clock,
  { codeHash, userId, walletId }: { codeHash: string; userId: string; walletId: string },
): Promise<RedeemOutcome> {
  const now = clock.now()
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('coupons')
      .set({ redeemed_by: userId, redeemed_at: now })
      .where('code_hash', '=', codeHash)
      .where('redeemed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'amount'])
      .executeTakeFirst()
    if (!claimed) return refusalOf(trx, codeHash)
    // The amounts before and after are set by creditClaimedTopup from the locked wallet.
    const created = await trx
      .insertInto('topups')
      .values({
        user_id: userId,
        wallet_id: walletId,
        old_amount: 0,
        amount: claimed.amount,
        current_amount: 0,
        status: 'SUCCESS',
        money_type: 'CUPONG_MONEY',
        paid_at: now,
        created_at: now,
      })
      .returning(['id', 'wallet_id', 'amount'])
      .executeTakeFirstOrThrow()
    const credited = await creditClaimedTopup(trx, created, now)
    await trx
      .updateTable('coupons')
      .set({ topup_id: created.id })
      .where('id', '=', claimed.id)
      .execute()
    return { kind: 'credited', ...credited }
  })
}

async function refusalOf(trx: Database, codeHash: string): Promise<RedeemOutcome> {
  const coupon = await trx
    .selectFrom('coupons')
    .select(['redeemed_at'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst()
  if (!coupon) return { kind: 'unknown' }
  return coupon.redeemed_at ? { kind: 'used' } : { kind: 'expired' }
}
