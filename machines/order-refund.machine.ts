import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { MAX_REASON_LENGTH } from './topup-decision.machine'

export interface OrderRefundInput {
  orderId: string
}

/** What the backend answered to a refund that went through. */
export interface OrderRefunded {
  refundedAt: string | null
}

export interface OrderRefundContext extends OrderRefundInput {
  reason: string
  /** Asked to go on without a reason: the customer and the audit log are owed one. */
  reasonMissing: boolean
  refundedAt: string | null
  /** Why the last refund could not be sent (an API code or NO_ANSWER). */
  errorCode: ErrorCode | null
}

export type OrderRefundEvent =
  | { type: 'user.refund' }
  | { type: 'user.changeReason'; value: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }

/** The error a failed request reports, read from its xstate.error event. */
const errorOf = (event: object) => errorCodeOf('error' in event ? event.error : undefined)

const refundRule = {
  spec: 'docs/decisions.md Refunds at the desk: a reason, a confirmation, once',
} as const

/**
 * An operator's refund of one delivered order at the desk: the reason first, then a confirmation,
 * since it gives money back. A refund another operator made first is told, never repeated.
 */
export const orderRefundMachine = setup({
  types: {
    input: {} as OrderRefundInput,
    context: {} as OrderRefundContext,
    events: {} as OrderRefundEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.refund': { description: "The operator taps the delivered order's Refund button." },
      'user.changeReason': {
        description: `The operator types why the order is refunded (kept to ${MAX_REASON_LENGTH} characters).`,
      },
      'user.confirm': {
        description:
          'The operator goes on: from the reason to the confirmation, or confirms the refund.',
      },
      'user.cancel': {
        description:
          'The operator steps back: from the reason to the order, or from the confirmation or a failure to the reason.',
      },
      'user.retry': { description: 'The operator taps "Try again" after the refund failed.' },
    },
  } satisfies EventSchemas<OrderRefundEvent>,
  actors: {
    refundOrder: fromPromise<OrderRefunded, { orderId: string; reason: string }>(() =>
      Promise.reject(new Error('refundOrder is not provided')),
    ),
  },
  actions: {
    setReason: assign(({ event }) => {
      assertEvent(event, 'user.changeReason')
      return { reason: event.value.slice(0, MAX_REASON_LENGTH), reasonMissing: false }
    }),
    markReasonMissing: assign({ reasonMissing: true }),
    setErrorCode: assign({ errorCode: ({ event }) => errorOf(event) }),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    refundedElsewhere: ({ event }) => errorOf(event) === 'ORDER_ALREADY_REFUNDED',
  },
}).createMachine({
  id: 'orderRefund',
  description:
    "An operator refunds one delivered order, with a reason and after a confirmation; another's refund first is told, not repeated.",
  context: ({ input }) => ({
    orderId: input.orderId,
    reason: '',
    reasonMissing: false,
    refundedAt: null,
    errorCode: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The delivered order with its Refund button.',
      on: { 'user.refund': { target: 'writingReason' } },
    },
    writingReason: {
      description:
        "The operator types why the order is refunded (up to 300 characters); the customer reads it on the order's page and the audit log keeps it. Going on with it empty marks it missing; it is kept through a failed refund.",
      entry: 'clearError',
      on: {
        'user.changeReason': { actions: 'setReason' },
        'user.confirm': [
          { guard: 'reasonGiven', target: 'confirming', meta: refundRule },
          { actions: 'markReasonMissing', meta: refundRule },
        ],
        'user.cancel': { target: 'idle' },
      },
    },
    confirming: {
      description:
        '"Give X kip back to this customer?": a refund moves money, so it takes a second press.',
      on: {
        'user.confirm': { target: 'refunding', meta: refundRule },
        'user.cancel': { target: 'writingReason' },
      },
    },
    refunding: {
      description:
        'The refund and its reason are being sent; the screen waits. An order another operator refunded first ends as refunded elsewhere.',
      invoke: {
        src: 'refundOrder',
        id: 'refundOrder',
        input: ({ context }) => ({ orderId: context.orderId, reason: context.reason.trim() }),
        onDone: {
          target: 'refunded',
          actions: assign({ refundedAt: ({ event }) => event.output.refundedAt }),
        },
        onError: [
          { guard: 'refundedElsewhere', target: 'refundedElsewhere', meta: refundRule },
          { target: 'failed', actions: 'setErrorCode' },
        ],
      },
    },
    failed: {
      description:
        'The refund did not go through (no answer, or refused): the error shows; try again, or go back and change the reason.',
      on: {
        'user.retry': { target: 'refunding' },
        'user.cancel': { target: 'writingReason' },
      },
    },
    refunded: {
      description: "Done: the order's price was credited back and the customer told live.",
      type: 'final',
    },
    refundedElsewhere: {
      description:
        'Done: another operator refunded the order first; the screen says so, and nothing was credited twice.',
      type: 'final',
    },
  },
})
