import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'

/** The longest reason the backend stores (openapi.yaml DecisionReason). */
export const MAX_REASON_LENGTH = 300

export interface TopupDecisionInput {
  topupId: string
}

export interface TopupDecisionContext extends TopupDecisionInput {
  reason: string
  /** Submitted without a reason: the customer is owed one. */
  reasonMissing: boolean
  /** Why the last decision could not be sent (an API code or NO_ANSWER). */
  errorCode: ErrorCode | null
}

export type TopupDecisionEvent =
  | { type: 'user.approve' }
  | { type: 'user.reject' }
  | { type: 'user.changeReason'; value: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }

/** The error a failed request reports, read from its xstate.error event. */
const errorOf = (event: object) => errorCodeOf('error' in event ? event.error : undefined)

const decidedElsewhere = {
  guard: 'decidedElsewhere',
  target: '#topupDecision.decidedElsewhere',
} as const

/**
 * An operator's decision on one top-up at the desk (approval): approving asks for a confirmation,
 * since it credits money; rejecting asks for the reason the customer will read. Another operator
 * (or the bank) may decide first; then this one learns so rather than deciding twice.
 */
export const topupDecisionMachine = setup({
  types: {
    input: {} as TopupDecisionInput,
    context: {} as TopupDecisionContext,
    events: {} as TopupDecisionEvent,
  },
  actors: {
    approveTopup: fromPromise<void, { topupId: string }>(() =>
      Promise.reject(new Error('approveTopup is not provided')),
    ),
    rejectTopup: fromPromise<void, { topupId: string; reason: string }>(() =>
      Promise.reject(new Error('rejectTopup is not provided')),
    ),
  },
  actions: {
    setReason: assign(({ event }) => {
      assertEvent(event, 'user.changeReason')
      return { reason: event.value.slice(0, MAX_REASON_LENGTH), reasonMissing: false }
    }),
    markReasonMissing: assign({ reasonMissing: true }),
    setErrorCode: assign({
      errorCode: ({ event }) => errorOf(event),
    }),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    decidedElsewhere: ({ event }) => errorOf(event) === 'TOPUP_ALREADY_DECIDED',
  },
}).createMachine({
  id: 'topupDecision',
  description:
    "An operator approves (after a confirmation) or rejects (with a reason) one top-up; another's decision first is told, not repeated.",
  context: ({ input }) => ({
    topupId: input.topupId,
    reason: '',
    reasonMissing: false,
    errorCode: null,
  }),
  initial: 'undecided',
  states: {
    /** The top-up with its two buttons. */
    undecided: {
      entry: 'clearError',
      on: {
        'user.approve': { target: 'confirmingApproval' },
        'user.reject': { target: 'writingReason' },
      },
    },
    /** "Credit this customer?": approving moves money, so it takes a second press. */
    confirmingApproval: {
      on: {
        'user.confirm': { target: 'approving' },
        'user.cancel': { target: 'undecided' },
      },
    },
    /** The reason the customer will read; what was typed stays through a failed send. */
    writingReason: {
      on: {
        'user.changeReason': { actions: 'setReason' },
        'user.confirm': [
          { guard: 'reasonGiven', target: 'rejecting' },
          { actions: 'markReasonMissing' },
        ],
        'user.cancel': { target: 'undecided' },
      },
    },
    approving: {
      invoke: {
        src: 'approveTopup',
        id: 'approveTopup',
        input: ({ context }) => ({ topupId: context.topupId }),
        onDone: { target: 'approved' },
        onError: [decidedElsewhere, { target: 'approvalFailed', actions: 'setErrorCode' }],
      },
    },
    rejecting: {
      invoke: {
        src: 'rejectTopup',
        id: 'rejectTopup',
        input: ({ context }) => ({ topupId: context.topupId, reason: context.reason.trim() }),
        onDone: { target: 'rejected' },
        onError: [decidedElsewhere, { target: 'rejectionFailed', actions: 'setErrorCode' }],
      },
    },
    /** The approval did not go through (no answer, or refused): try again or step back. */
    approvalFailed: {
      on: {
        'user.retry': { target: 'approving' },
        'user.cancel': { target: 'undecided' },
      },
    },
    /** The rejection did not go through; the reason is kept for the retry. */
    rejectionFailed: {
      on: {
        'user.retry': { target: 'rejecting' },
        'user.cancel': { target: 'writingReason' },
      },
    },
    /** Credited: the customer was told live; the row leaves the list. */
    approved: { type: 'final' },
    /** Closed with the reason: the customer was told live; the row leaves the list. */
    rejected: { type: 'final' },
    /** Paid, rejected or expired before this decision arrived: nothing was done twice. */
    decidedElsewhere: { type: 'final' },
  },
})
