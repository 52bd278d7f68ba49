import { t } from '@lingui/core/macro'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { StateValue } from 'xstate'
import {
  creditShown,
  type AmountProblem,
  type PhoneCardField,
  type PhoneCardOptions,
} from '../../../machines/recharge-inputs'
import type { RechargeMethod } from '../../../machines/recharge-methods'
import type {
  CardRefusal,
  CouponCredit,
  PendingQr,
  RechargeEmitted,
  SentTopUp,
} from '../../../machines/recharge.machine'
import type { ErrorCode } from '../../../contract/error-code'
import type { PhoneCardOperator } from '../../../contract/shop-rules'
import { realtimeEvents } from '../../../contract/realtime-events'
import { formatKip } from '../../lib/format-money'
import { useEmitted } from '../../lib/use-emitted'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { notify } from '../../ui/notify'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { createRechargeLogic, type RechargeLogic } from './recharge.logic'

/** Where the QR top-up stands, as the screen draws it. */
export type TopUpPhase =
  'entering' | 'sending' | 'waiting' | 'closed' | 'expired' | 'credited' | 'refused' | 'failed'

export type CouponPhase = 'entering' | 'sending' | 'credited' | 'refused'

export type PhoneCardPhase =
  | 'loadingOptions'
  | 'optionsFailed'
  | 'entering'
  | 'sending'
  | 'waiting'
  | 'credited'
  | 'refused'
  | 'failed'

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

export interface Coupon {
  phase: CouponPhase
  code: string
  codeMissing: boolean
  credit: CouponCredit | null
  errorCode: ErrorCode | null
  changeCode(value: string): void
  submit(): void
}

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
}

export interface Recharge {
  /** The method chosen, null until the customer chooses one. */
  method: RechargeMethod | null
  choose(method: RechargeMethod): void
  /** Each method's form; only the chosen one's phase moves. */
  topUp: TopUp
  coupon: Coupon
  card: PhoneCard
}

/** The state inside the method (`{ qr: { waiting: 'listening' } }` is the QR's 'waiting'). */
function phaseOf(value: StateValue): string {
  if (typeof value === 'string') return value
  const inner = Object.values(value)[0]
  if (inner === undefined) return ''
  return typeof inner === 'string' ? inner : (Object.keys(inner)[0] ?? '')
}

/**
 * The recharge screen for one customer: its actor, fed the customer's top-up events and the
 * reconnects that may have missed one (once, whichever method waits for them), what each method's
 * form reads of it, and the intents. `chosen` is the method the address names: on a reload or a
 * step back through history the machine follows it.
 */
export function useRecharge(
  userId: string,
  chosen: RechargeMethod | undefined,
  testOptions?: FlowTestOptions<RechargeLogic>,
): Recharge {
  const actor = useFlowActor(createRechargeLogic, {
    systemId: 'recharge',
    input: { userId },
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => phaseOf(snapshot.value))
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const { method } = context

  useEffect(() => {
    if (chosen) actor.send({ type: 'user.chooseMethod', method: chosen })
  }, [actor, chosen])
  useRealtimeEvent(realtimeEvents.topupPaid(userId), (payload) =>
    actor.send({ type: 'socket.topUpPaid', topupId: payload.topupId }),
  )
  useRealtimeEvent(realtimeEvents.topupRejected(userId), (payload) =>
    actor.send({
      type: 'socket.topUpRejected',
      topupId: payload.topupId,
      reason: payload.reason,
      cardRefusal: payload.cardRefusal,
    }),
  )
  useRealtimeResync(() => actor.send({ type: 'socket.resynced' }))
  useEmitted(actor, 'recharge.credited', (credit) => notify.success(creditNotice(credit)))

  const submit = () => actor.send({ type: 'user.submit' })
  const retry = () => actor.send({ type: 'user.retry' })
  return {
    method,
    choose: (next) => actor.send({ type: 'user.chooseMethod', method: next }),
    topUp: {
      phase: method === 'qr' ? (phase as TopUpPhase) : 'entering',
      amountText: context.amountText,
      amountProblem: context.amountProblem,
      pending: context.qr,
      remainingMs: context.remainingMs,
      errorCode: context.errorCode,
      rejectReason: context.rejectReason,
      changeAmount: (value) => actor.send({ type: 'user.changeAmount', value }),
      submit,
      closeQr: () => actor.send({ type: 'user.closeQr' }),
      retry,
    },
    coupon: {
      phase: method === 'coupon' ? (phase as CouponPhase) : 'entering',
      code: context.code,
      codeMissing: context.codeMissing,
      credit: context.couponCredit,
      errorCode: context.errorCode,
      changeCode: (value) => actor.send({ type: 'user.changeCode', value }),
      submit,
    },
    card: {
      phase: method === 'phoneCard' ? (phase as PhoneCardPhase) : 'loadingOptions',
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
      submit,
      retry,
      startOver: () => actor.send({ type: 'user.startOver' }),
    },
  }
}

/** The notice of a credit, in the words of the method that made it. */
function creditNotice({ method, amount }: RechargeEmitted): string {
  const kip = formatKip(amount)
  if (method === 'coupon') {
    return t({ id: 'coupon.credited', message: `ເຕີມເງິນ ${kip} ດ້ວຍຄູປອງສຳເລັດ` })
  }
  return method === 'phoneCard'
    ? t({ id: 'phoneCard.credited', message: `ເຕີມເງິນ ${kip} ດ້ວຍບັດໂທລະສັບສຳເລັດ` })
    : t({ id: 'topUp.credited', message: `ເຕີມເງິນ ${kip} ສຳເລັດ` })
}
