import type { RechargeMethod } from './recharge-methods'
import type { MobileMoneyAccount } from './recharge-mobile-money.types'
import type { TopUpAnswerEvent } from './recharge-outcome'

export interface RechargeInput {
  userId: string
  /** The shop's mobile-money account; null when the shop takes no mobile money. */
  mobileMoney: MobileMoneyAccount | null
}

export interface RechargeContext {
  userId: string
  mobileMoney: MobileMoneyAccount | null
  /** The method the customer chose; null until they choose one. */
  method: RechargeMethod | null
}

export type RechargeEvent =
  | { type: 'user.chooseMethod'; method: RechargeMethod }
  /** The customer's top-up events, passed on to the method that waits for them. */
  | TopUpAnswerEvent

/**
 * The method on screen runs as a child actor, found in the snapshot's `children` under the
 * method's name.
 */
export type RechargeChildren = {
  qr: 'rechargeQr'
  coupon: 'rechargeCoupon'
  phoneCard: 'rechargePhoneCard'
  mobileMoney: 'rechargeMobileMoney'
}
