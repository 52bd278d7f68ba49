import {
  couponMintMachine,
  type MintedBatch,
  type MintRequest,
} from '#machines/coupon-mint.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

/** The coupon minting machine with its request over the app's client. */
export function createCouponMintLogic({ api }: Pick<AppServices, 'api'>) {
  return couponMintMachine.provide({
    actors: {
      mintCoupons: fromRequest<MintedBatch, MintRequest>(({ input, signal }) =>
        dataOf(api.POST('/api/v1/admin/coupons', { body: input, signal })),
      ),
    },
  })
}

export type CouponMintLogic = ReturnType<typeof createCouponMintLogic>
