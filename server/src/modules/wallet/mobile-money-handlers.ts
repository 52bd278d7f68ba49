import { MINIMUM_TOPUP_KIP, MOBILE_MONEY_USSD } from '#contract/shop-rules.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { accountIdOf } from '../accounts/customer-accounts.ts'
import { triesLeft } from '../coupons/coupon-tries.ts'
import { recordMobileMoneyClaim } from './mobile-money-store.ts'
import { announceTopupChange } from './topup-events.ts'
import { toWalletHistoryEntry } from './topup-view.ts'

/**
 * Claims per customer and per client address in a window, right or wrong: a customer who sends a
 * few transfers stays far below; a script asking which numbers are members' gets nowhere.
 */
export const MOBILE_MONEY_TRIES = {
  windowMs: 15 * 60_000,
  perCustomer: 10,
  perAddress: 30,
} as const

/**
 * Mobile money (SPEC 9, *905#): the shop's number and the customer's claim of a transfer to it,
 * which waits WAITING_RECEIPT for the operator's confirmation at the desk (topup-desk.ts).
 */
export function mobileMoneyHandlers(
  deps: ServerDeps,
): Pick<Handlers, 'mobileMoneyOptions' | 'claimMobileMoneyTransfer'> {
  const { db, clock, realtime, config } = deps
  const account = config.mobileMoneyAccount
  const tries = triesLeft(deps, 'mobile-money-claim', MOBILE_MONEY_TRIES)

  return {
    async mobileMoneyOptions(request) {
      requireUser(request)
      return { account: account ?? null, ussd: MOBILE_MONEY_USSD }
    },

    async claimMobileMoneyTransfer(request) {
      const user = requireUser(request)
      if (!user.walletId) throw new ApiError(403, 'FORBIDDEN', 'This account has no wallet')
      if (!account) {
        throw new ApiError(501, 'MOBILE_MONEY_UNAVAILABLE', 'This shop takes no mobile money')
      }
      if (!(await tries({ userId: user.id, address: request.ip }))) {
        throw new ApiError(429, 'RATE_LIMITED', 'Too many transfers claimed; wait and try again')
      }
      const { amount, senderPhone, reference } = request.body
      if (amount < MINIMUM_TOPUP_KIP) {
        throw new ApiError(
          400,
          'AMOUNT_TOO_SMALL',
          `The minimum top-up is ${MINIMUM_TOPUP_KIP} kip`,
        )
      }
      // SPEC 5: the phone a transfer comes from must already be a member's number.
      if (!(await accountIdOf(db, senderPhone))) {
        throw new ApiError(422, 'SENDER_NOT_MEMBER', 'The sending number is no member’s')
      }
      const outcome = await recordMobileMoneyClaim(db, clock, {
        userId: user.id,
        walletId: user.walletId,
        amount,
        senderPhone,
        reference,
      })
      if (outcome.kind === 'reference-used') {
        throw new ApiError(409, 'TRANSFER_REFERENCE_USED', 'This transfer was claimed before')
      }
      announceTopupChange(realtime, outcome.topup.id)
      return { message: 'WAITING_RECEIPT', topup: toWalletHistoryEntry(outcome.topup) }
    },
  }
}
