import { useLingui } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ErrorCode } from '#contract/error-code'
import type { PhoneCardOperator } from '#contract/shop-rules'
import { creditShown, type PhoneCardField, type PhoneCardOptions } from '#machines/recharge-inputs'
import type { CardRefusal, SentTopUp } from '#machines/recharge-outcome'
import type { rechargePhoneCardMachine } from '#machines/recharge-phone-card.machine'
import { formatKip } from '../../lib/format-money'
import { useEmitted } from '../../lib/use-emitted'
import { notify } from '../../ui/notify'
import { phaseOf } from './use-recharge'

export type PhoneCardPhase =
  | 'loadingOptions'
  | 'optionsFailed'
  | 'entering'
  | 'sending'
  | 'waiting'
  | 'credited'
  | 'refused'
  | 'failed'

export interface PhoneCard {
  phase: PhoneCardPhase
  options: PhoneCardOptions | null
  operator: PhoneCardOperator | null
  faceValue: number | null
  serial: string
  pin: string
  problems: PhoneCardField[]
  /** The card's top-up, once sent. */
  sent: SentTopUp | null
  /** Why the provider refused the card, when it said. */
  cardRefusal: CardRefusal | null
  /** What the wallet would receive, once a face value is chosen. */
  credit: number | null
  errorCode: ErrorCode | null
  chooseOperator(operator: PhoneCardOperator): void
  chooseFaceValue(faceValue: number): void
  changeSerial(value: string): void
  changePin(value: string): void
  submit(): void
  retry(): void
  startOver(): void
  /** Back to a refused card's form, as typed. */
  edit(): void
}

/** What the phone card's form reads of its actor, and the intents. */
export function usePhoneCard(actor: ActorRefFrom<typeof rechargePhoneCardMachine>): PhoneCard {
  const { i18n } = useLingui()
  useEmitted(actor, 'recharge.credited', ({ amount }) =>
    notify.success(
      t({
        id: 'phoneCard.credited',
        message: `ເຕີມເງິນ ${formatKip(amount, i18n.locale)} ດ້ວຍບັດໂທລະສັບສຳເລັດ`,
      }),
    ),
  )
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value) as PhoneCardPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    options: context.options,
    operator: context.operator,
    faceValue: context.faceValue,
    serial: context.serial,
    pin: context.pin,
    problems: context.problems,
    sent: context.topUp,
    cardRefusal: context.cardRefusal,
    credit: creditShown(context),
    errorCode: context.errorCode,
    chooseOperator: (operator) => actor.send({ type: 'user.chooseOperator', operator }),
    chooseFaceValue: (faceValue) => actor.send({ type: 'user.chooseFaceValue', faceValue }),
    changeSerial: (value) => actor.send({ type: 'user.changeSerial', value }),
    changePin: (value) => actor.send({ type: 'user.changePin', value }),
    submit: () => actor.send({ type: 'user.submit' }),
    retry: () => actor.send({ type: 'user.retry' }),
    startOver: () => actor.send({ type: 'user.startOver' }),
    edit: () => actor.send({ type: 'user.edit' }),
  }
}
