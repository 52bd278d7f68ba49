/**
 * The ways to fill the wallet the recharge screen offers (SPEC 2 "Recharge"). A module of its own:
 * the recharge route reads it from the address in the shop's first download, which the rest of
 * the recharge rules stay out of.
 */
export const RECHARGE_METHODS = ['qr', 'coupon', 'phoneCard', 'mobileMoney'] as const
export type RechargeMethod = (typeof RECHARGE_METHODS)[number]

export function isRechargeMethod(value: unknown): value is RechargeMethod {
  return (RECHARGE_METHODS as readonly unknown[]).includes(value)
}
