import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../contract/shop-rules'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { parseAmount } from './recharge-inputs'
import {
  awaitingOutcome,
  type RechargeCredited,
  NOTHING_AWAITED,
  outcomeActors,
  outcomeEvents,
  outcomeGuards,
  rejectionHeard,
  rejectionRead,
  topUpAnswerDescriptions,
} from './recharge-outcome'
import type {
  PendingQr,
  RechargeQrContext,
  RechargeQrEvent,
  RechargeQrInput,
} from './recharge-qr.types'

const TICK_INTERVAL_MS = 1_000

const amountRule = {
  spec: 'DECISIONS Top-up amount: at least 10,000 kip (and at most 100,000,000)',
} as const
const qrAnswers = {
  paid: 'SPEC 4 Top-up: the bank top-up event credits the wallet and closes the QR',
  refused: 'docs/decisions.md The operator desk: a refused top-up is told where the customer is',
  lapsed: 'DECISIONS A QR is payable once, for 15 minutes',
} as const
const kip = (amount: number) => amount.toLocaleString('en-US')

// What the amount form accepts in every state where the QR is not on screen.
const amountForm = {
  'user.changeAmount': { target: '#rechargeQr.entering', actions: 'setAmountText' },
  'user.submit': { target: '#rechargeQr.validating' },
} as const

/**
 * A bank transfer by QR (SPEC 2 "Recharge"): an amount, a QR made for it and paid in the
 * customer's bank app; the wallet is credited when the bank's payment is announced.
 */
export const rechargeQrMachine = setup({
  types: {
    context: {} as RechargeQrContext,
    input: {} as RechargeQrInput,
    events: {} as RechargeQrEvent,
    emitted: {} as RechargeCredited,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.changeAmount': {
        description: `The customer types the amount in kip (${kip(MINIMUM_TOPUP_KIP)} to ${kip(MAXIMUM_TOPUP_KIP)}).`,
      },
      'user.submit': { description: 'The customer taps the button that makes the QR.' },
      'user.retry': {
        description:
          'The customer taps "Try again" after no QR could be made, with the same amount.',
      },
      'user.closeQr': {
        description:
          'The customer closes the QR; the bank may still be paid with it, and the wallet is credited then.',
      },
      ...topUpAnswerDescriptions,
      'clock.tick': {
        description: `The ticker read the clock (every ${TICK_INTERVAL_MS / 1_000} s while the QR shows).`,
      },
    },
  } satisfies EventSchemas<RechargeQrEvent>,
  actors: {
    ...outcomeActors,
    generateQr: fromPromise<PendingQr, { userId: string; amount: number }>(() =>
      Promise.reject(new Error('generateQr is not provided')),
    ),
    // Reads the wall clock while the QR shows, as the OTP countdown does.
    ticker: fromCallback(({ sendBack }) => {
      const tick = () => sendBack({ type: 'clock.tick', now: Date.now() })
      const interval = setInterval(tick, TICK_INTERVAL_MS)
      return () => clearInterval(interval)
    }),
  },
  actions: {
    setRejectReason: assign(({ event }) => rejectionHeard(event)),
    setReportedReason: assign(({ event }) => rejectionRead(event)),
    /** The screen shows the credit as a notice (the shell keeps the top bar's balance). */
    announceCredit: emit(({ context }) => ({
      type: 'recharge.credited' as const,
      amount: context.topUp?.amount ?? 0,
    })),
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
      ...NOTHING_AWAITED,
      amountProblem: null,
      errorCode: null,
      remainingMs: 0,
    }),
    /** The amount just credited is done with: the form starts empty for the next top-up. */
    clearAmount: assign({ amountText: '', amountProblem: null }),
    showQr: assign({
      topUp: (_, { qr }: { qr: PendingQr }) => qr,
      remainingMs: (_, { qr }: { qr: PendingQr }) => Math.max(0, qr.deadline - qr.issuedAt),
    }),
    updateRemaining: assign({
      remainingMs: ({ context, event }) => {
        assertEvent(event, 'clock.tick')
        return Math.max(0, (context.topUp?.deadline ?? event.now) - event.now)
      },
    }),
    clearRemaining: assign({ remainingMs: 0 }),
    setErrorCode: assign({
      errorCode: (_, { error }: { error: unknown }) => errorCodeOf(error),
    }),
  },
  guards: {
    ...outcomeGuards,
    amountAcceptable: ({ context }) => typeof parseAmount(context.amountText) === 'number',
    deadlineReached: ({ context, event }) => {
      assertEvent(event, 'clock.tick')
      return context.topUp === null || event.now >= context.topUp.deadline
    },
  },
}).createMachine({
  id: 'rechargeQr',
  description:
    'A QR top-up: an amount is checked, a QR is made for it and shown with its time left, and the wallet is credited when the bank is paid, or an operator refuses it, or it expires.',
  context: ({ input }) => ({
    ...NOTHING_AWAITED,
    userId: input.userId,
    amountText: '',
    amountProblem: null,
    remainingMs: 0,
    errorCode: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description:
        'The amount form (10,000 to 100,000,000 kip), showing the problem of the last submit until the amount changes.',
      on: amountForm,
    },
    validating: {
      description:
        'Passed through at once on submit, never seen: an acceptable amount is sent, a bad one goes back to the form with its problem.',
      entry: 'clearAttempt',
      always: [
        { guard: 'amountAcceptable', target: 'sending', meta: amountRule },
        { target: 'entering', actions: 'setAmountProblem', meta: amountRule },
      ],
    },
    sending: {
      description:
        'The amount was accepted and a QR is being made for it; the shop waits for the backend.',
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
          actions: { type: 'showQr', params: ({ event }) => ({ qr: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setErrorCode', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    waiting: {
      ...awaitingOutcome('rechargeQr', 'expired', qrAnswers),
      description:
        "The QR shows with its time left, counted down each second (the backend makes a QR payable for 15 minutes), to be paid in the customer's bank app. Left when the bank's payment is announced (credited), an operator refuses it (refused), the time runs out (expired) or the customer closes it (closed).",
      invoke: { src: 'ticker', id: 'ticker' },
      on: {
        ...outcomeEvents('rechargeQr', qrAnswers),
        'clock.tick': [
          {
            guard: 'deadlineReached',
            target: 'expired',
            actions: 'clearRemaining',
            meta: { spec: qrAnswers.lapsed },
          },
          { actions: 'updateRemaining' },
        ],
        'user.closeQr': {
          target: 'closed',
          meta: {
            spec: 'SPEC 4 Top-up: a request waits for approval; the customer is told to check history',
          },
        },
      },
    },
    closed: {
      description:
        'The customer closed the QR: the amount form shows again, under a banner saying the top-up waits for approval and pointing to the history. A payment made with that QR still credits the wallet, with its notice.',
      on: { ...amountForm, ...outcomeEvents('rechargeQr', qrAnswers) },
    },
    expired: {
      description:
        "The QR's time ran out and it can no longer be paid; the amount form shows again. A payment made at the last second is still heard here and credits the wallet.",
      on: { ...amountForm, ...outcomeEvents('rechargeQr', qrAnswers) },
    },
    credited: {
      description:
        'The bank payment was announced and the wallet credited: the QR is gone, a notice shows the amount, and the amount form is empty for the next top-up.',
      entry: ['announceCredit', 'clearAmount'],
      on: amountForm,
    },
    refused: {
      description:
        'An operator refused the top-up and the reason shows; nothing was credited. The amount form shows again.',
      on: amountForm,
    },
    failed: {
      description:
        'No QR could be made: the reason shows (the backend refused, or no answer came), and the amount is kept, to try again or change.',
      on: { ...amountForm, 'user.retry': { target: 'sending' } },
    },
  },
})
