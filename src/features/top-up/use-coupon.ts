import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ErrorCode } from '../../../contract/error-code'
import type { rechargeCouponMachine } from '../../../machines/recharge-coupon.machine'
import type { CouponCredit } from '../../../machines/recharge-coupon.types'
import { phaseOf } from './use-recharge'

export type CouponPhase = 'entering' | 'sending' | 'credited' | 'refused'

export interface Coupon {
  phase: CouponPhase
  code: string
  codeMissing: boolean
  credit: CouponCredit | null
  errorCode: ErrorCode | null
  changeCode(value: string): void
  submit(): void
}

/** What the coupon's form reads of its actor, and the intents. */
export function useCoupon(actor: ActorRefFrom<typeof rechargeCouponMachine>): Coupon {
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value) as CouponPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    code: context.code,
    codeMissing: context.codeMissing,
    credit: context.credit,
    errorCode: context.errorCode,
    changeCode: (value) => actor.send({ type: 'user.changeCode', value }),
    submit: () => actor.send({ type: 'user.submit' }),
  }
}
