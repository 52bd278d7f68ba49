import { useLingui } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ErrorCode } from '#contract/error-code'
import type { rechargeCouponMachine } from '#machines/recharge-coupon.machine'
import type { CouponCredit } from '#machines/recharge-coupon.types'
import { formatKip } from '../../lib/format-money'
import { useEmitted } from '../../lib/use-emitted'
import { notify } from '../../ui/notify'
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
  const { i18n } = useLingui()
  useEmitted(actor, 'recharge.credited', ({ amount }) =>
    notify.success(
      t({
        id: 'coupon.credited',
        message: `ເຕີມເງິນ ${formatKip(amount, i18n.locale)} ດ້ວຍຄູປອງສຳເລັດ`,
      }),
    ),
  )
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
