import { useSelector } from '@xstate/react'
import type { CouponCredit } from '../../../machines/coupon.machine'
import type { ErrorCode } from '../../../contract/error-code'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { createCouponLogic, type CouponLogic } from './coupon.logic'

export type CouponPhase = 'editing' | 'redeeming' | 'credited' | 'refused'

export interface Coupon {
  phase: CouponPhase
  code: string
  codeMissing: boolean
  credit: CouponCredit | null
  errorCode: ErrorCode | null
  changeCode(value: string): void
  submit(): void
}

/** Redeeming a coupon code on the recharge screen: its actor, what the form draws, its intents. */
export function useCoupon(testOptions?: FlowTestOptions<CouponLogic>): Coupon {
  const actor = useFlowActor(createCouponLogic, {
    systemId: 'coupon',
    input: undefined,
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as CouponPhase)
  const { code, codeMissing, credit, errorCode } = useSelector(actor, (s) => s.context)
  return {
    phase,
    code,
    codeMissing,
    credit,
    errorCode,
    changeCode: (value) => actor.send({ type: 'user.changeCode', value }),
    submit: () => actor.send({ type: 'user.submit' }),
  }
}
