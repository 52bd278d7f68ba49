import type { ErrorCode } from '../contract/error-code'

/** What a redeemed coupon did: the amount credited and the wallet's new balance. */
export interface CouponCredit {
  amount: number
  walletAmount: number
}

export interface RechargeCouponContext {
  code: string
  /** Set when the customer sent an empty code; cleared as they type. */
  codeMissing: boolean
  /** What the coupon credited at once. */
  credit: CouponCredit | null
  /** Why the code was refused (or no answer came). */
  errorCode: ErrorCode | null
}

export type RechargeCouponEvent =
  { type: 'user.changeCode'; value: string } | { type: 'user.submit' }
