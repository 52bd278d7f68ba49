import { rechargeCouponMachine } from '#machines/recharge-coupon.machine'
import type { CouponCredit } from '#machines/recharge-coupon.types'
import type { PhoneCardOptions } from '#machines/recharge-inputs'
import { rechargeMobileMoneyMachine } from '#machines/recharge-mobile-money.machine'
import type { MobileMoneyClaim } from '#machines/recharge-mobile-money.types'
import type { SentTopUp, TopUpStatus } from '#machines/recharge-outcome'
import { rechargePhoneCardMachine } from '#machines/recharge-phone-card.machine'
import type { PhoneCardRequest } from '#machines/recharge-phone-card.types'
import { rechargeQrMachine } from '#machines/recharge-qr.machine'
import type { PendingQr } from '#machines/recharge-qr.types'
import { rechargeMachine } from '#machines/recharge.machine'
import type { PHONE_CARD_FACE_VALUES } from '#contract/shop-rules'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

type FaceValue = (typeof PHONE_CARD_FACE_VALUES)[number]

/**
 * The backend says when the QR expires in its own clock; the QR's lifetime (expiry minus creation)
 * is measured from the moment the answer arrives, so a device clock that is off does not matter.
 */
export function deadlineOnDevice(
  topup: { created_at: string; expiresAt?: string | null },
  receivedAt: number,
): number {
  const lifetime = Date.parse(topup.expiresAt ?? '') - Date.parse(topup.created_at)
  return receivedAt + (Number.isFinite(lifetime) ? Math.max(0, lifetime) : 0)
}

/** The recharge machine's requests over the app's client. */
export function createRechargeActors(api: ApiClient, now: () => number = Date.now) {
  return {
    generateQr: fromRequest<PendingQr, { userId: string; amount: number }>(
      async ({ input, signal }) => {
        const data = await dataOf(
          api.POST('/api/v1/genarate-qrcode-bank', {
            body: { user_id: input.userId, amount: input.amount },
            signal,
          }),
        )
        const issuedAt = now()
        return {
          topupId: data.topup._id,
          qrCode: data.qr_code,
          amount: data.topup.amount,
          issuedAt,
          deadline: deadlineOnDevice(data.topup, issuedAt),
        }
      },
    ),
    redeemCoupon: fromRequest<CouponCredit, { code: string }>(async ({ input, signal }) => {
      const data = await dataOf(
        api.POST('/api/v1/redeem-code', { body: { code: input.code }, signal }),
      )
      return { amount: data.topup.amount, walletAmount: data.walletAmount }
    }),
    loadOptions: fromRequest<PhoneCardOptions>(({ signal }) =>
      dataOf(api.GET('/api/v1/redeem-phone-card/options', { signal })),
    ),
    sendCard: fromRequest<SentTopUp, PhoneCardRequest>(async ({ input, signal }) => {
      const data = await dataOf(
        api.POST('/api/v1/redeem-phone-card', {
          body: { ...input, faceValue: input.faceValue as FaceValue },
          signal,
        }),
      )
      return { topupId: data.topup._id, amount: data.topup.amount }
    }),
    claimTransfer: fromRequest<SentTopUp, MobileMoneyClaim>(async ({ input, signal }) => {
      const data = await dataOf(api.POST('/api/v1/mobile-money/transfers', { body: input, signal }))
      return { topupId: data.topup._id, amount: data.topup.amount }
    }),
    fetchTopUp: fromRequest<TopUpStatus, { topupId: string }>(async ({ input, signal }) => {
      const data = await dataOf(
        api.GET('/api/v1/topup/{id}', { params: { path: { id: input.topupId } }, signal }),
      )
      const { status, rejectReason, cardRefusal } = data.data
      return { status, rejectReason: rejectReason ?? null, cardRefusal: cardRefusal ?? null }
    }),
  }
}

/**
 * The recharge machine with each method's machine given its requests over the app's client; a
 * coupon's answer carries the new balance, which goes to the session (the other methods' credits
 * come with the socket's).
 */
export function createRechargeLogic({ api, session }: Pick<AppServices, 'api' | 'session'>) {
  const { generateQr, redeemCoupon, loadOptions, sendCard, claimTransfer, fetchTopUp } =
    createRechargeActors(api)
  return rechargeMachine.provide({
    actors: {
      rechargeQr: rechargeQrMachine.provide({
        actors: { generateQr, fetchTopUp },
      }),
      rechargeCoupon: rechargeCouponMachine.provide({
        actors: { redeemCoupon },
        actions: {
          refreshWallet: ({ context }) => {
            if (context.credit) session.setWalletAmount(context.credit.walletAmount)
          },
        },
      }),
      rechargePhoneCard: rechargePhoneCardMachine.provide({
        actors: { loadOptions, sendCard, fetchTopUp },
      }),
      rechargeMobileMoney: rechargeMobileMoneyMachine.provide({
        actors: { claimTransfer, fetchTopUp },
      }),
    },
  })
}

export type RechargeLogic = ReturnType<typeof createRechargeLogic>
