import { t } from '@lingui/core/macro'
import { couponMachine, type CouponCredit } from '../../../machines/coupon.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { formatKip } from '../../lib/format-money'
import { fromRequest } from '../../lib/from-request'
import { notify } from '../../ui/notify'

/** The coupon machine with its request over the app's client; its answer's balance goes to the session. */
export function createCouponLogic({ api, session }: Pick<AppServices, 'api' | 'session'>) {
  return couponMachine.provide({
    actors: {
      redeemCoupon: fromRequest<CouponCredit, { code: string }>(async ({ input, signal }) => {
        const data = await dataOf(
          api.POST('/api/v1/redeem-code', { body: { code: input.code }, signal }),
        )
        return { amount: data.topup.amount, walletAmount: data.walletAmount }
      }),
    },
    actions: {
      refreshWallet: ({ context }) => {
        if (context.credit) session.setWalletAmount(context.credit.walletAmount)
      },
      announceCredit: ({ context }) => {
        const amount = formatKip(context.credit?.amount ?? 0)
        notify.success(t({ id: 'coupon.credited', message: `ເຕີມເງິນ ${amount} ດ້ວຍຄູປອງສຳເລັດ` }))
      },
    },
  })
}

export type CouponLogic = ReturnType<typeof createCouponLogic>
