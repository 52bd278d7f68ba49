import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ErrorCode } from '#contract/error-code'
import { parseAmount, type AmountProblem, type MobileMoneyField } from '#machines/recharge-inputs'
import type { rechargeMobileMoneyMachine } from '#machines/recharge-mobile-money.machine'
import type { SentTopUp } from '#machines/recharge-outcome'
import { formatKip } from '../../lib/format-money'
import { useEmitted } from '../../lib/use-emitted'
import { notify } from '../../ui/notify'
import { phaseOf } from './use-recharge'

export type MobileMoneyPhase =
  'entering' | 'sending' | 'waiting' | 'credited' | 'refused' | 'failed'

export interface MobileMoney {
  phase: MobileMoneyPhase
  /** The shop's number the money goes to, and the code the phone dials. */
  account: string
  ussd: string
  amountText: string
  /** The amount as it will be sent, once it is a good one. */
  amount: number | null
  /** Why the amount cannot be sent, once a report found it wrong. */
  amountProblem: AmountProblem | null
  senderPhone: string
  reference: string
  problems: MobileMoneyField[]
  /** The reported transfer's top-up. */
  sent: SentTopUp | null
  /** Why the operator rejected the transfer. */
  rejectReason: string | null
  errorCode: ErrorCode | null
  changeAmount(value: string): void
  changeSenderPhone(value: string): void
  changeReference(value: string): void
  submit(): void
  startOver(): void
}

/** What the mobile-money form reads of its actor, and the intents. */
export function useMobileMoney(
  actor: ActorRefFrom<typeof rechargeMobileMoneyMachine>,
): MobileMoney {
  const { i18n } = useLingui()
  useEmitted(actor, 'recharge.credited', ({ amount }) =>
    notify.success(
      t({
        id: 'mobileMoney.credited',
        message: `ເຕີມເງິນ ${formatKip(amount, i18n.locale)} ດ້ວຍເງິນມືຖືສຳເລັດ`,
      }),
    ),
  )
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value) as MobileMoneyPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const parsed = parseAmount(context.amountText)
  return {
    phase,
    account: context.account,
    ussd: context.ussd,
    amountText: context.amountText,
    amount: typeof parsed === 'number' ? parsed : null,
    amountProblem:
      context.problems.includes('amount') && typeof parsed !== 'number' ? parsed : null,
    senderPhone: context.senderPhone,
    reference: context.reference,
    problems: context.problems,
    sent: context.topUp,
    rejectReason: context.rejectReason,
    errorCode: context.errorCode,
    changeAmount: (value) => actor.send({ type: 'user.changeAmount', value }),
    changeSenderPhone: (value) => actor.send({ type: 'user.changeSenderPhone', value }),
    changeReference: (value) => actor.send({ type: 'user.changeReference', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    startOver: () => actor.send({ type: 'user.startOver' }),
  }
}
