import { NO_ANSWER } from '../../contract/error-code.ts'
import { rechargeCouponMachine } from '../../machines/recharge-coupon.machine.ts'
import type { CouponCredit } from '../../machines/recharge-coupon.types.ts'
import { hasCouponCode } from '../../machines/recharge-inputs.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'

type RechargeCouponMachine = typeof rechargeCouponMachine

export const COUPON_CODE = 'K7QM-4XPA-9WZD'

/** The code empty or typed, and each answer: credited, used, or no answer. */
export const rechargeCouponEvents: EventPayloads<RechargeCouponMachine> = {
  'user.changeCode': [
    { type: 'user.changeCode', value: ' - ' },
    { type: 'user.changeCode', value: COUPON_CODE },
  ],
  'xstate.done.actor.redeemCoupon': [
    {
      type: 'xstate.done.actor.redeemCoupon',
      output: { amount: 20_000, walletAmount: 35_000 } satisfies CouponCredit,
    },
  ],
  'xstate.error.actor.redeemCoupon': [
    { type: 'xstate.error.actor.redeemCoupon', error: { code: 'COUPON_ALREADY_USED' } },
    { type: 'xstate.error.actor.redeemCoupon', error: { code: NO_ANSWER } },
  ],
}

export function serializeRechargeCoupon(snapshot: ModelSnapshot<RechargeCouponMachine>): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    hasCode: hasCouponCode(context.code),
    codeMissing: context.codeMissing,
    errorCode: context.errorCode,
  })
}

/** The coupon's walk: the redemption decided by the walk. */
export function rechargeCouponModel() {
  const promises = new ControlledPromises()
  const machine = rechargeCouponMachine.provide({
    actors: { redeemCoupon: promises.logic<CouponCredit, { code: string }>() },
  })
  return {
    machine,
    promises,
    events: rechargeCouponEvents,
    serializeState: serializeRechargeCoupon,
  }
}
