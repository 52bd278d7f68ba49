import { useLingui } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ErrorCode } from '#contract/error-code'
import type { AmountProblem } from '#machines/recharge-inputs'
import type { rechargeQrMachine } from '#machines/recharge-qr.machine'
import type { PendingQr } from '#machines/recharge-qr.types'
import { formatKip } from '../../lib/format-money'
import { useEmitted } from '../../lib/use-emitted'
import { notify } from '../../ui/notify'
import { phaseOf } from './use-recharge'

/** Where the QR top-up stands, as the screen draws it. */
export type TopUpPhase =
  'entering' | 'sending' | 'waiting' | 'closed' | 'expired' | 'credited' | 'refused' | 'failed'

export interface TopUp {
  phase: TopUpPhase
  amountText: string
  amountProblem: AmountProblem | null
  /** The QR on screen (waiting) or the last one made. */
  pending: PendingQr | null
  remainingMs: number
  errorCode: ErrorCode | null
  /** Why an operator refused the top-up (phase 'refused'). */
  rejectReason: string | null
  changeAmount(value: string): void
  submit(): void
  closeQr(): void
  retry(): void
}

/** What the QR's form, dialog and outcome read of its actor, and the intents. */
export function useTopUp(actor: ActorRefFrom<typeof rechargeQrMachine>): TopUp {
  const { i18n } = useLingui()
  useEmitted(actor, 'recharge.credited', ({ amount }) =>
    notify.success(
      t({ id: 'topUp.credited', message: `ເຕີມເງິນ ${formatKip(amount, i18n.locale)} ສຳເລັດ` }),
    ),
  )
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value) as TopUpPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    amountText: context.amountText,
    amountProblem: context.amountProblem,
    pending: context.topUp,
    remainingMs: context.remainingMs,
    errorCode: context.errorCode,
    rejectReason: context.rejectReason,
    changeAmount: (value) => actor.send({ type: 'user.changeAmount', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    closeQr: () => actor.send({ type: 'user.closeQr' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
