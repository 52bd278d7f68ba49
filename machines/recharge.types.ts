import type { RechargeMethod } from './recharge-methods'
import type { TopUpAnswerEvent } from './recharge-outcome'

export interface RechargeInput {
  userId: string
}

export interface RechargeContext {
  userId: string
  /** The method the customer chose; null until they choose one. */
  method: RechargeMethod | null
}

export type RechargeEvent =
  | { type: 'user.chooseMethod'; method: RechargeMethod }
  /** The customer's top-up events, passed on to the method that waits for them. */
  | TopUpAnswerEvent

/**
 * The method on screen runs as a child actor, found in the snapshot's `children` under the
 * method's name; mobile money has nothing to run.
 */
export type RechargeChildren = {
  qr: 'rechargeQr'
  coupon: 'rechargeCoupon'
  phoneCard: 'rechargePhoneCard'
}
