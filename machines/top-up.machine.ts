import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../contract/shop-rules'

const TICK_INTERVAL_MS = 1_000

/** Why the amount typed cannot be sent; the screen turns each code into a sentence. */
export type AmountProblem =
  'amountRequired' | 'amountNotWhole' | 'amountTooSmall' | 'amountTooLarge'

/**
 * A QR the bank accepts once. Times are the device's epoch ms: `issuedAt` when the QR arrived,
 * `deadline` when it stops being payable (the app derives both from the backend's answer, so a
 * device clock that is off does not shorten or stretch the QR's life).
 */
export interface PendingTopUp {
  topupId: string
  qrCode: string
  amount: number
  issuedAt: number
  deadline: number
}

/** The top-up's status as the backend last reported it (WAITING, SUCCESS, CANCEL...). */
export interface TopUpStatus {
  status: string
  /** Why an operator refused it, when one did. */
  rejectReason?: string | null
}

export interface TopUpInput {
  userId: string
}

export interface TopUpContext {
  userId: string
  amountText: string
  amountProblem: AmountProblem | null
  topUp: PendingTopUp | null
  remainingMs: number
  /** The backend's or the network's error code when no QR could be made. */
  errorCode: ErrorCode | null
  /** Why an operator refused the top-up, as the customer is told. */
  rejectReason: string | null
}

export type TopUpEvent =
  | { type: 'user.changeAmount'; value: string }
  | { type: 'user.submit' }
  /** The customer closes the QR; the bank may still be paid, and the wallet is credited then. */
  | { type: 'user.closeQr' }
  | { type: 'user.retry' }
  /** BANK:TOPUP:{userId}: a top-up of this customer was paid and credited. */
  | { type: 'socket.topUpPaid'; topupId: string }
  /** TOPUP:REJECTED:{userId}: an operator refused a top-up of this customer, saying why. */
  | { type: 'socket.topUpRejected'; topupId: string; reason: string }
  /** The socket came back without replaying what it missed: the payment may have gone unheard. */
  | { type: 'socket.resynced' }
  /** The current time, `now` (epoch ms), read by the ticker. */
  | { type: 'clock.tick'; now: number }

/** '10,000' and '10 000' are how people write kip: separators are allowed, decimals are not. */
export function parseAmount(text: string): number | AmountProblem {
  const compact = text.replace(/[\s,]/g, '')
  if (compact === '') return 'amountRequired'
  if (!/^\d+$/.test(compact)) return 'amountNotWhole'
  const amount = Number(compact)
  if (amount < MINIMUM_TOPUP_KIP) return 'amountTooSmall'
  if (amount > MAXIMUM_TOPUP_KIP) return 'amountTooLarge'
  return amount
}

// What the amount form accepts in every state where the QR is not on screen.
const amountForm = {
  'user.changeAmount': { target: '#topUp.editing', actions: 'setAmountText' },
  'user.submit': { target: '#topUp.validating' },
} as const

// Once the QR is off screen, the top-up can still be paid (or approved) or refused by an operator.
const outcomeOfOperator = {
  'socket.topUpPaid': { guard: 'isThisTopUp', target: '#topUp.paid' },
  'socket.topUpRejected': {
    guard: 'isThisTopUp',
    target: '#topUp.rejected',
    actions: 'setRejectReason',
  },
} as const

/**
 * A QR top-up (SPEC 4 "Top-up"): an amount is checked, a QR is made for it, and the customer pays
 * it in their bank app while the QR shows with its time left. The payment arrives as a socket event;
 * a reconnect that may have missed it re-checks the top-up with the backend.
 */
export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    input: {} as TopUpInput,
    events: {} as TopUpEvent,
  },
  actors: {
    generateQr: fromPromise<PendingTopUp, { userId: string; amount: number }>(() =>
      Promise.reject(new Error('generateQr is not provided')),
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
    /** The app shows the completion notice; the shell has already refreshed the balance. */
    announceCredit: () => {},
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
      remainingMs: 0,
      rejectReason: null,
    }),
    setRejectReason: assign(({ event }) => {
      assertEvent(event, 'socket.topUpRejected')
      return { rejectReason: event.reason }
    }),
    /** The amount just credited is done with: the form starts empty for the next top-up. */
    clearAmount: assign({ amountText: '', amountProblem: null }),
    updateRemaining: assign({
      remainingMs: ({ context, event }) => {
        assertEvent(event, 'clock.tick')
        return Math.max(0, (context.topUp?.deadline ?? event.now) - event.now)
      },
    }),
    clearRemaining: assign({ remainingMs: 0 }),
  },
  guards: {
    amountAcceptable: ({ context }) => typeof parseAmount(context.amountText) === 'number',
    deadlineReached: ({ context, event }) => {
      assertEvent(event, 'clock.tick')
      return context.topUp === null || event.now >= context.topUp.deadline
    },
    isThisTopUp: ({ context, event }) => {
      assertEvent(event, ['socket.topUpPaid', 'socket.topUpRejected'])
      return context.topUp?.topupId === event.topupId
    },
    reportedPaid: (_, { status }: TopUpStatus) => status === 'SUCCESS',
    reportedRejected: (_, { status, rejectReason }: TopUpStatus) =>
      status === 'CANCEL' && Boolean(rejectReason),
    reportedExpired: (_, { status }: TopUpStatus) => status === 'CANCEL',
  },
}).createMachine({
  id: 'topUp',
  description:
    'A QR top-up: the amount is checked, a QR is made, and the payment arrives live while its time runs.',
  context: ({ input }) => ({
    userId: input.userId,
    amountText: '',
    amountProblem: null,
    topUp: null,
    remainingMs: 0,
    errorCode: null,
    rejectReason: null,
  }),
  initial: 'editing',
  states: {
    /** The amount form, with the problem of the last submit until the amount changes. */
    editing: {
      on: amountForm,
    },
    /** Passed through on submit: a bad amount goes back to the form with its problem. */
    validating: {
      entry: 'clearAttempt',
      always: [
        { guard: 'amountAcceptable', target: 'generatingQr' },
        { target: 'editing', actions: 'setAmountProblem' },
      ],
    },
    generatingQr: {
      entry: assign({ errorCode: null }),
      invoke: {
        src: 'generateQr',
        id: 'generateQr',
        input: ({ context }) => ({
          userId: context.userId,
          amount: parseAmount(context.amountText) as number,
        }),
        onDone: {
          target: 'awaitingPayment',
          actions: assign(({ event }) => ({
            topUp: event.output,
            remainingMs: Math.max(0, event.output.deadline - event.output.issuedAt),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /**
     * The QR shows with its time left. Left when the payment is announced (paid), the deadline
     * passes (expired) or the customer closes it (closed).
     */
    awaitingPayment: {
      initial: 'watching',
      invoke: { src: 'ticker', id: 'ticker' },
      on: {
        'socket.topUpPaid': { guard: 'isThisTopUp', target: 'paid' },
        'socket.topUpRejected': {
          guard: 'isThisTopUp',
          target: 'rejected',
          actions: 'setRejectReason',
        },
        'clock.tick': [
          { guard: 'deadlineReached', target: 'expired', actions: 'clearRemaining' },
          { actions: 'updateRemaining' },
        ],
        'user.closeQr': { target: 'closed' },
      },
      states: {
        /** Listening for the payment event. */
        watching: {
          on: { 'socket.resynced': { target: 'rechecking' } },
        },
        /**
         * Entered after a reconnect that did not replay missed events: asks the backend whether the
         * top-up was paid meanwhile. A failed check keeps waiting; the next reconnect asks again.
         */
        rechecking: {
          invoke: {
            src: 'fetchTopUp',
            id: 'fetchTopUp',
            input: ({ context }) => ({ topupId: context.topUp?.topupId ?? '' }),
            onDone: [
              {
                guard: { type: 'reportedPaid', params: ({ event }) => event.output },
                target: '#topUp.paid',
              },
              {
                guard: { type: 'reportedRejected', params: ({ event }) => event.output },
                target: '#topUp.rejected',
                actions: assign({ rejectReason: ({ event }) => event.output.rejectReason ?? null }),
              },
              {
                guard: { type: 'reportedExpired', params: ({ event }) => event.output },
                target: '#topUp.expired',
              },
              { target: 'watching' },
            ],
            onError: { target: 'watching' },
          },
        },
      },
    },
    /** The wallet was credited: the QR is gone and the notice shown; the form is empty again. */
    paid: {
      entry: ['announceCredit', 'clearAmount'],
      on: amountForm,
    },
    /** The QR can no longer be paid; a payment made at the last second still arrives here. */
    expired: {
      on: {
        ...amountForm,
        ...outcomeOfOperator,
      },
    },
    /** The customer closed the QR: a payment still credits the wallet (check the history). */
    closed: {
      on: {
        ...amountForm,
        ...outcomeOfOperator,
      },
    },
    /** An operator refused the top-up: the QR is gone and the reason shown; nothing was credited. */
    rejected: {
      on: amountForm,
    },
    /** No QR could be made; `errorCode` says why. */
    failed: {
      on: {
        ...amountForm,
        'user.retry': { target: 'generatingQr' },
      },
    },
  },
})
