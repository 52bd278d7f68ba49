import { randomUUID } from 'node:crypto'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin, requireUser } from '../../http/request-auth.ts'
import { recordAudit } from '../admin/audit-log.ts'
import { announceTopupPaid } from '../wallet/topup-events.ts'
import { toWalletHistoryEntry } from '../wallet/topup-view.ts'
import { couponHash, newCouponCode } from './coupon-codes.ts'
import {
  insertCouponBatch,
  listCouponBatches,
  redeemCoupon,
  type RedeemOutcome,
} from './coupon-store.ts'
import { couponTriesLeft } from './coupon-tries.ts'

const refusals: Record<Exclude<RedeemOutcome['kind'], 'credited'>, () => ApiError> = {
  unknown: () => new ApiError(404, 'INVALID_COUPON_CODE', 'No such coupon code'),
  used: () => new ApiError(409, 'COUPON_ALREADY_USED', 'This coupon was redeemed already'),
  expired: () => new ApiError(410, 'COUPON_EXPIRED', 'This coupon has expired'),
}

/**
 * A customer's redemption of a coupon code, and the operator's minting of a batch of them and list
 * of the batches minted.
 */
export function createCouponHandlers(
  deps: ServerDeps,
): Pick<Handlers, 'redeemCoupon' | 'adminMintCoupons' | 'adminListCouponBatches'> {
  const { db, clock, keyring } = deps
  const triesLeft = couponTriesLeft(deps)
  return {
    async redeemCoupon(request) {
      const user = requireUser(request)
      if (!user.walletId) throw new ApiError(403, 'FORBIDDEN', 'This account has no wallet')
      if (!(await triesLeft({ userId: user.id, address: request.ip }))) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many coupon tries; wait and try again')
      }
      const outcome = await redeemCoupon(db, clock, {
        codeHash: couponHash(keyring, request.body.code),
        userId: user.id,
        walletId: user.walletId,
      })
      if (outcome.kind !== 'credited') throw refusals[outcome.kind]()
      announceTopupPaid(deps, outcome.topup, outcome.walletAmount)
      return {
        message: 'SUCCESS',
        walletAmount: outcome.walletAmount,
        topup: toWalletHistoryEntry(outcome.topup),
      }
    },

    async adminMintCoupons(request) {
      const operator = requireAdmin(request)
      const { count, amount } = request.body
      const expiresAt = new Date(request.body.expiresAt)
      const now = clock.now()
      if (!(expiresAt > now)) {
        throw new ApiError(400, 'INVALID_REQUEST', 'expiresAt must be in the future')
      }
      // Two codes of 59 random bits colliding is all but impossible; the unique hash would refuse
      // the whole batch rather than mint one code twice.
      const codes = Array.from({ length: count }, newCouponCode)
      const batchId = randomUUID()
      await db.transaction().execute(async (trx) => {
        await insertCouponBatch(trx, {
          batchId,
          amount,
          expiresAt,
          createdBy: operator.id,
          createdAt: now,
          hashes: codes.map((code) => couponHash(keyring, code)),
        })
        await recordAudit(trx, {
          actorId: operator.id,
          action: 'coupon.mint',
          targetId: batchId,
          detail: { count, amount, expiresAt: expiresAt.toISOString() },
        })
      })
      return { batchId, amount, expiresAt: expiresAt.toISOString(), codes }
    },

    async adminListCouponBatches(request) {
      requireAdmin(request)
      return { data: await listCouponBatches(db, request.query.limit ?? 30) }
    },
  }
}
