import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { components } from '../contract/schema'
import type { PhoneCardOperator } from '../contract/shop-rules'
import {
  cardDigits,
  hasCouponCode,
  parseAmount,
  phoneCardProblems,
  type AmountProblem,
  type PhoneCardField,
  type PhoneCardOptions,
} from './recharge-inputs'
import type { RechargeMethod } from './recharge-methods'

const TICK_INTERVAL_MS = 1_000

/** A top-up the backend made and that waits for its answer: a QR's, or a phone card's. */
export interface SentTopUp {
  topupId: string
  amount: number
}

/**
 * A QR the bank accepts once. Times are the device's epoch ms: `issuedAt` when the QR arrived,
 * `deadline` when it stops being payable (the app derives both from the backend's answer, so a
 * device clock that is off does not shorten or stretch the QR's life).
 */
export interface PendingQr extends SentTopUp {
  qrCode: string
  issuedAt: number
  deadline: number
}

/** Why the card provider refused a card (openapi.yaml CardRefusal); the screen words it. */
export type CardRefusal = components['schemas']['CardRefusal']

/** The top-up's status as the backend last reported it (WAITING, SUCCESS, CANCEL...). */
export interface TopUpStatus {
  status: string
  /** Why an operator or the card provider refused it, when one did. */
  rejectReason?: string | null
  /** The provider's reason, when the card provider refused it. */
  cardRefusal?: CardRefusal | null
}

/** What a redeemed coupon did: the amount credited and the wallet's new balance. */
export interface CouponCredit {
  amount: number
  walletAmount: number
}

export interface PhoneCardRequest {
  operator: PhoneCardOperator
  faceValue: number
  serial: string
  pin: string
}

export interface RechargeInput {
  userId: string
}

export interface RechargeContext {
  userId: string
  /** The method the customer chose; null until they choose one. */
  method: RechargeMethod | null
  // The QR's amount.
  amountText: string
  amountProblem: AmountProblem | null
  // The coupon's code.
  code: string
  /** Set when the customer sent an empty code; cleared as they type. */
  codeMissing: boolean
  // The phone card, its choices loaded from the backend.
  options: PhoneCardOptions | null
  operator: PhoneCardOperator | null
  faceValue: number | null
  serial: string
  pin: string
  /** The card's fields found wrong at the last send; a field leaves the list as it is fixed. */
  problems: PhoneCardField[]
  // The outcome, whichever the method.
  /** The top-up sent (a QR's or a card's), whose answer the socket brings. */
  topUp: SentTopUp | null
  /** The QR to pay, while it can be paid. */
  qr: PendingQr | null
  remainingMs: number
  /** What a coupon credited at once. */
  couponCredit: CouponCredit | null
  /** Why nothing could be sent or the backend refused it (or no answer came). */
  errorCode: ErrorCode | null
  /** Why an operator or the card provider refused the top-up. */
  rejectReason: string | null
  /** The card provider's reason, when it refused a phone card. */
  cardRefusal: CardRefusal | null
}

export type RechargeEvent =
  | { type: 'user.chooseMethod'; method: RechargeMethod }
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.changeCode'; value: string }
  | { type: 'user.chooseOperator'; operator: PhoneCardOperator }
  | { type: 'user.chooseFaceValue'; faceValue: number }
  | { type: 'user.changeSerial'; value: string }
  | { type: 'user.changePin'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  /** The customer closes the QR; the bank may still be paid, and the wallet is credited then. */
  | { type: 'user.closeQr' }
  /** Another card after an outcome: operator and face value stay, serial and PIN are cleared. */
  | { type: 'user.startOver' }
  /** BANK:TOPUP:{userId}: a top-up of this customer was paid and credited. */
  | { type: 'socket.topUpPaid'; topupId: string }
  /** TOPUP:REJECTED:{userId}: an operator or the card provider refused a top-up, saying why. */
  | { type: 'socket.topUpRejected'; topupId: string; reason: string; cardRefusal?: CardRefusal }
  /** The socket came back without replaying what it missed: the answer may have gone unheard. */
  | { type: 'socket.resynced' }
  /** The current time, `now` (epoch ms), read by the ticker while the QR shows. */
  | { type: 'clock.tick'; now: number }

/** Where every method starts: nothing typed, sent or answered. */
export function freshRecharge(userId: string, method: RechargeMethod | null): RechargeContext {
  return {
    userId,
    method,
    amountText: '',
    amountProblem: null,
    code: '',
    codeMissing: false,
    options: null,
    operator: null,
    faceValue: null,
    serial: '',
    pin: '',
    problems: [],
    topUp: null,
    qr: null,
    remainingMs: 0,
    couponCredit: null,
    errorCode: null,
    rejectReason: null,
    cardRefusal: null,
  }
}

const without = (problems: PhoneCardField[], field: PhoneCardField) =>
  problems.filter((problem) => problem !== field)

/** The top-up as `fetchTopUp` read it, in the transitions that follow its answer. */
function fetchedStatus(event: object): TopUpStatus {
  return 'output' in event ? (event.output as TopUpStatus) : { status: 'WAITING' }
}

/**
 * The outcome shared by the methods whose top-up waits for an answer (the QR's bank payment or
 * operator, the phone card's provider): it comes as the customer's socket event, and a reconnect
 * that may have missed it reads the top-up again. `lapsed` is where a top-up cancelled without a
 * reason goes (a QR that expired).
 */
function awaitingOutcome(method: 'qr' | 'phoneCard', lapsed: string) {
  return {
    initial: 'listening' as const,
    on: outcomeEvents(method),
    states: {
      listening: {
        on: { 'socket.resynced': { target: 'rechecking' as const } },
      },
      /**
       * Entered after a reconnect that did not replay missed events. A failed check keeps
       * waiting; the next reconnect asks again.
       */
      rechecking: {
        invoke: {
          src: 'fetchTopUp' as const,
          id: 'fetchTopUp',
          input: ({ context }: { context: RechargeContext }) => ({
            topupId: context.topUp?.topupId ?? '',
          }),
          onDone: [
            { guard: 'reportedPaid' as const, target: `#recharge.${method}.credited` },
            {
              guard: 'reportedRejected' as const,
              target: `#recharge.${method}.refused`,
              actions: 'setReportedReason' as const,
            },
            { guard: 'reportedCancelled' as const, target: `#recharge.${method}.${lapsed}` },
            { target: 'listening' },
          ],
          onError: { target: 'listening' },
        },
      },
    },
  }
}

/** The socket's word on the top-up sent: credited, or refused with a reason. */
function outcomeEvents(method: 'qr' | 'phoneCard') {
  return {
    'socket.topUpPaid': { guard: 'isThisTopUp', target: `#recharge.${method}.credited` },
    'socket.topUpRejected': {
      guard: 'isThisTopUp',
      target: `#recharge.${method}.refused`,
      actions: 'setRejectReason',
    },
  } as const
}

// What the QR's amount form accepts in every state where the QR is not on screen.
const amountForm = {
  'user.changeAmount': { target: '#recharge.qr.entering', actions: 'setAmountText' },
  'user.submit': { target: '#recharge.qr.validating' },
} as const

const cardFields = {
  'user.chooseOperator': { target: '#recharge.phoneCard.entering', actions: 'setOperator' },
  'user.chooseFaceValue': { target: '#recharge.phoneCard.entering', actions: 'setFaceValue' },
  'user.changeSerial': { target: '#recharge.phoneCard.entering', actions: 'setSerial' },
  'user.changePin': { target: '#recharge.phoneCard.entering', actions: 'setPin' },
} as const

const startOver = {
  'user.startOver': { target: '#recharge.phoneCard.entering', actions: 'clearCard' },
} as const

/** What the screen is told: a credit, with the method that made it. */
export interface RechargeEmitted {
  type: 'recharge.credited'
  method: RechargeMethod | null
  amount: number
}

/** Choosing a method starts it afresh; choosing the one on screen again changes nothing. */
const choose = (method: RechargeMethod) =>
  ({
    guard: { type: 'choosesAnother', params: { method } },
    target: `.${method}`,
    actions: 'startMethod',
  }) as const

/**
 * The recharge screen (SPEC 2 "Recharge"): the customer chooses how to fill the wallet, enters
 * what that method needs and sends it; each method ends in the same outcomes: credited, waiting
 * (the answer comes live), refused, or failed with what was typed kept.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    input: {} as RechargeInput,
    events: {} as RechargeEvent,
    emitted: {} as RechargeEmitted,
  },
  actors: {
    generateQr: fromPromise<PendingQr, { userId: string; amount: number }>(() =>
      Promise.reject(new Error('generateQr is not provided')),
    ),
    redeemCoupon: fromPromise<CouponCredit, { code: string }>(() =>
      Promise.reject(new Error('redeemCoupon is not provided')),
    ),
    loadOptions: fromPromise<PhoneCardOptions>(() =>
      Promise.reject(new Error('loadOptions is not provided')),
    ),
    sendCard: fromPromise<SentTopUp, PhoneCardRequest>(() =>
      Promise.reject(new Error('sendCard is not provided')),
    ),
    fetchTopUp: fromPromise<TopUpStatus, { topupId: string }>(() =>
      Promise.reject(new Error('fetchTopUp is not provided')),
    ),
    // Reads the wall clock while the QR shows, as the OTP countdown does.
    ticker: fromCallback(({ sendBack }) => {
      const tick = () => sendBack({ type: 'clock.tick', now: Date.now() })
      const interval = setInterval(tick, TICK_INTERVAL_MS)
      return () => clearInterval(interval)
    }),
  },
  actions: {
    /** The screen shows the credit as a notice (the shell keeps the top bar's balance). */
    announceCredit: emit(({ context }) => ({
      type: 'recharge.credited' as const,
      method: context.method,
      amount: (context.method === 'coupon' ? context.couponCredit : context.topUp)?.amount ?? 0,
    })),
    /** The app writes a coupon's answer's balance to the session: the top bar follows at once. */
    refreshWallet: () => {},
    startMethod: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseMethod')
      return freshRecharge(context.userId, event.method)
    }),
    setAmountText: assign(({ event }) => {
      assertEvent(event, 'user.changeAmount')
      return { amountText: event.value, amountProblem: null }
    }),
    setAmountProblem: assign({
      amountProblem: ({ context }) => {
        const parsed = parseAmount(context.amountText)
        return typeof parsed === 'number' ? null : parsed
      },
    }),
    clearAttempt: assign({
      amountProblem: null,
      errorCode: null,
      topUp: null,
      qr: null,
      remainingMs: 0,
      rejectReason: null,
      cardRefusal: null,
    }),
    /** The amount just credited is done with: the form starts empty for the next top-up. */
    clearAmount: assign({ amountText: '', amountProblem: null }),
    updateRemaining: assign({
      remainingMs: ({ context, event }) => {
        assertEvent(event, 'clock.tick')
        return Math.max(0, (context.qr?.deadline ?? event.now) - event.now)
      },
    }),
    clearRemaining: assign({ remainingMs: 0 }),
    setErrorCode: assign({
      errorCode: ({ event }) => errorCodeOf((event as { error?: unknown }).error),
    }),
    setReportedReason: assign(({ event }) => {
      const { rejectReason, cardRefusal } = fetchedStatus(event)
      return { rejectReason: rejectReason ?? null, cardRefusal: cardRefusal ?? null }
    }),
    setRejectReason: assign(({ event }) => {
      assertEvent(event, 'socket.topUpRejected')
      return { rejectReason: event.reason, cardRefusal: event.cardRefusal ?? null }
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'user.changeCode')
      return { code: event.value, codeMissing: false }
    }),
    setOperator: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseOperator')
      return { operator: event.operator, problems: without(context.problems, 'operator') }
    }),
    setFaceValue: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseFaceValue')
      return { faceValue: event.faceValue, problems: without(context.problems, 'faceValue') }
    }),
    setSerial: assign(({ context, event }) => {
      assertEvent(event, 'user.changeSerial')
      return { serial: event.value, problems: without(context.problems, 'serial') }
    }),
    setPin: assign(({ context, event }) => {
      assertEvent(event, 'user.changePin')
      return { pin: event.value, problems: without(context.problems, 'pin') }
    }),
    clearCard: assign({
      serial: '',
      pin: '',
      problems: [],
      topUp: null,
      errorCode: null,
      rejectReason: null,
      cardRefusal: null,
    }),
  },
  guards: {
    choosesAnother: ({ context, event }, { method }: { method: RechargeMethod }) => {
      assertEvent(event, 'user.chooseMethod')
      return event.method === method && context.method !== method
    },
    amountAcceptable: ({ context }) => typeof parseAmount(context.amountText) === 'number',
    hasCode: ({ context }) => hasCouponCode(context.code),
    cardComplete: ({ context }) => phoneCardProblems(context).length === 0,
    deadlineReached: ({ context, event }) => {
      assertEvent(event, 'clock.tick')
      return context.qr === null || event.now >= context.qr.deadline
    },
    isThisTopUp: ({ context, event }) => {
      assertEvent(event, ['socket.topUpPaid', 'socket.topUpRejected'])
      return context.topUp?.topupId === event.topupId
    },
    reportedPaid: ({ event }) => fetchedStatus(event).status === 'SUCCESS',
    reportedRejected: ({ event }) => {
      const { status, rejectReason } = fetchedStatus(event)
      return status === 'CANCEL' && Boolean(rejectReason)
    },
    reportedCancelled: ({ event }) => fetchedStatus(event).status === 'CANCEL',
  },
}).createMachine({
  id: 'recharge',
  description:
    'The recharge screen: a method is chosen, what it needs is entered and sent, and the wallet is credited, waits for the answer live, or is refused.',
  context: ({ input }) => freshRecharge(input.userId, null),
  initial: 'choosing',
  // The method can be changed at any moment; a request under way is abandoned (the backend still
  // credits what it accepted, and the top bar's balance follows the socket).
  on: {
    'user.chooseMethod': [
      choose('qr'),
      choose('coupon'),
      choose('phoneCard'),
      choose('mobileMoney'),
    ],
  },
  states: {
    /** Nothing chosen yet: the screen shows the methods only. */
    choosing: {},
    /** A bank transfer by QR: an amount, a QR made for it, paid in the customer's bank app. */
    qr: {
      initial: 'entering',
      states: {
        /** The amount form, with the problem of the last submit until the amount changes. */
        entering: { on: amountForm },
        /** Passed through on submit: a bad amount goes back to the form with its problem. */
        validating: {
          entry: 'clearAttempt',
          always: [
            { guard: 'amountAcceptable', target: 'sending' },
            { target: 'entering', actions: 'setAmountProblem' },
          ],
        },
        sending: {
          entry: assign({ errorCode: null }),
          invoke: {
            src: 'generateQr',
            id: 'generateQr',
            input: ({ context }) => ({
              userId: context.userId,
              amount: parseAmount(context.amountText) as number,
            }),
            onDone: {
              target: 'waiting',
              actions: assign(({ event }) => ({
                qr: event.output,
                topUp: { topupId: event.output.topupId, amount: event.output.amount },
                remainingMs: Math.max(0, event.output.deadline - event.output.issuedAt),
              })),
            },
            onError: { target: 'failed', actions: 'setErrorCode' },
          },
        },
        /**
         * The QR shows with its time left. Left when the payment is announced (credited), an
         * operator refuses it, the deadline passes (expired) or the customer closes it (closed).
         */
        waiting: {
          ...awaitingOutcome('qr', 'expired'),
          invoke: { src: 'ticker', id: 'ticker' },
          on: {
            ...outcomeEvents('qr'),
            'clock.tick': [
              { guard: 'deadlineReached', target: 'expired', actions: 'clearRemaining' },
              { actions: 'updateRemaining' },
            ],
            'user.closeQr': { target: 'closed' },
          },
        },
        /** The customer closed the QR: a payment still credits the wallet (check the history). */
        closed: { on: { ...amountForm, ...outcomeEvents('qr') } },
        /** The QR can no longer be paid; a payment made at the last second still arrives here. */
        expired: { on: { ...amountForm, ...outcomeEvents('qr') } },
        /** The wallet was credited: the QR is gone and the notice shown; the form is empty again. */
        credited: {
          entry: ['announceCredit', 'clearAmount'],
          on: amountForm,
        },
        /** An operator refused the top-up, with a reason; nothing was credited. */
        refused: { on: amountForm },
        /** No QR could be made; `errorCode` says why, and the amount is kept. */
        failed: {
          on: { ...amountForm, 'user.retry': { target: 'sending' } },
        },
      },
    },
    /** A coupon code, credited at once. */
    coupon: {
      initial: 'entering',
      states: {
        /** The code field, with "enter a code" after an empty send until the customer types. */
        entering: {
          on: {
            'user.changeCode': { actions: 'setCode' },
            'user.submit': [
              { guard: 'hasCode', target: 'sending' },
              { actions: assign({ codeMissing: true }) },
            ],
          },
        },
        sending: {
          entry: assign({ errorCode: null, couponCredit: null }),
          invoke: {
            src: 'redeemCoupon',
            id: 'redeemCoupon',
            input: ({ context }) => ({ code: context.code }),
            onDone: {
              target: 'credited',
              actions: assign({ couponCredit: ({ event }) => event.output, code: '' }),
            },
            onError: { target: 'refused', actions: 'setErrorCode' },
          },
        },
        /** The wallet holds the coupon's amount; the field is empty for the next code. */
        credited: {
          entry: ['refreshWallet', 'announceCredit'],
          on: { 'user.changeCode': { target: 'entering', actions: 'setCode' } },
        },
        /**
         * Wrong, used or expired, too many tries, or no answer: the code is kept as typed, to fix
         * (back to entering) or to send again as it is.
         */
        refused: {
          on: {
            'user.changeCode': { target: 'entering', actions: 'setCode' },
            'user.submit': { target: 'sending' },
          },
        },
      },
    },
    /** A prepaid phone card, whose top-up waits for the card provider's answer. */
    phoneCard: {
      initial: 'loadingOptions',
      states: {
        /** The operators, face values and fee come from the backend before anything is chosen. */
        loadingOptions: {
          invoke: {
            src: 'loadOptions',
            id: 'loadOptions',
            onDone: {
              target: 'entering',
              actions: assign({ options: ({ event }) => event.output, errorCode: null }),
            },
            onError: { target: 'optionsFailed', actions: 'setErrorCode' },
          },
        },
        optionsFailed: {
          on: { 'user.retry': { target: 'loadingOptions' } },
        },
        /** The form; a send with a field missing or wrong marks it and stays. */
        entering: {
          on: {
            ...cardFields,
            'user.submit': [
              { guard: 'cardComplete', target: 'sending' },
              { actions: assign({ problems: ({ context }) => phoneCardProblems(context) }) },
            ],
          },
        },
        sending: {
          entry: assign({ errorCode: null, topUp: null }),
          invoke: {
            src: 'sendCard',
            id: 'sendCard',
            input: ({ context }) => ({
              operator: context.operator!,
              faceValue: context.faceValue!,
              serial: cardDigits(context.serial),
              pin: cardDigits(context.pin),
            }),
            onDone: { target: 'waiting', actions: assign({ topUp: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'setErrorCode' },
          },
        },
        /** The top-up is WAITING for the card provider. */
        waiting: awaitingOutcome('phoneCard', 'refused'),
        /** The provider confirmed the card: the wallet holds its credit. */
        credited: { entry: 'announceCredit', on: startOver },
        /** The provider refused the card: nothing was credited, and the card cannot be sent again. */
        refused: { on: startOver },
        /**
         * The backend would not take it (sent before, too many tries) or no answer came: the card
         * stays as typed, to fix or to send again.
         */
        failed: { on: { ...cardFields, 'user.submit': { target: 'sending' } } },
      },
    },
    /** Mobile money: the customer dials *905# on their phone; the shop has nothing to send. */
    mobileMoney: {},
  },
})
