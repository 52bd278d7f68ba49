import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'

/** The longest reason the backend stores (openapi.yaml DecisionReason). */
export const MAX_REASON_LENGTH = 300

/** The longest bank or transfer reference the backend stores (openapi.yaml ApprovalReference). */
export const MAX_REFERENCE_LENGTH = 100

export interface TopupDecisionInput {
  topupId: string
  /** Its QR can no longer be paid (the desk's evidence): approving it takes a written reason. */
  qrExpired: boolean
}

/** What an approval is sent with (openapi.yaml TopupApproval). */
export interface TopupApprovalRequest {
  topupId: string
  reference: string
  reason?: string
}

export interface TopupDecisionContext extends TopupDecisionInput {
  reason: string
  /** Submitted without a reason: the customer is owed one. */
  reasonMissing: boolean
  /** The bank's or transfer's reference the operator checked the payment against. */
  reference: string
  /** Why an expired QR is credited anyway (optional for an open one). */
  approvalReason: string
  /** Approval submitted without a reference. */
  referenceMissing: boolean
  /** Approval of an expired QR submitted without a reason. */
  approvalReasonMissing: boolean
  /** Why the last decision could not be sent (an API code or NO_ANSWER). */
  errorCode: ErrorCode | null
}

export type TopupDecisionEvent =
  | { type: 'user.approve' }
  | { type: 'user.reject' }
  | { type: 'user.changeReason'; value: string }
  | { type: 'user.changeReference'; value: string }
  | { type: 'user.changeApprovalReason'; value: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }

/** The error a failed request reports, read from its xstate.error event. */
const errorOf = (event: object) => errorCodeOf('error' in event ? event.error : undefined)

const decidedElsewhere = {
  guard: 'decidedElsewhere',
  target: '#topupDecision.decidedElsewhere',
  meta: { spec: 'docs/decisions.md The operator desk: decided elsewhere is not an error' },
} as const
const approvalEvidence = {
  spec: 'docs/decisions.md Approving a top-up by hand: a reference, a reason for an expired QR',
} as const
const rejectionReason = {
  spec: 'docs/decisions.md The operator desk: approving asks twice, rejecting asks why',
} as const

const given = (text: string) => text.trim().length > 0

/**
 * An operator's decision on one top-up at the desk (approval): approving credits money nobody's
 * check saw arrive, so it asks for the bank's or the transfer's reference it was checked against,
 * and for a QR that expired, a written reason; rejecting asks for the reason the customer will
 * read. Another operator (or the bank) may decide first; then this one learns so rather than
 * deciding twice.
 */
export const topupDecisionMachine = setup({
  types: {
    input: {} as TopupDecisionInput,
    context: {} as TopupDecisionContext,
    events: {} as TopupDecisionEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.approve': { description: "The operator taps the top-up's Approve button." },
      'user.reject': { description: "The operator taps the top-up's Reject button." },
      'user.changeReason': {
        description: `The operator types the rejection's reason, which the customer reads (kept to ${MAX_REASON_LENGTH} characters).`,
      },
      'user.changeReference': {
        description: `The operator types the bank's or the transfer's reference the top-up was checked against (kept to ${MAX_REFERENCE_LENGTH} characters).`,
      },
      'user.changeApprovalReason': {
        description: `The operator types why an expired QR is approved all the same (kept to ${MAX_REASON_LENGTH} characters).`,
      },
      'user.confirm': {
        description: 'The operator confirms the approval, or sends the rejection with its reason.',
      },
      'user.cancel': {
        description: 'The operator steps back (to the two buttons, or from a failure to the form).',
      },
      'user.retry': {
        description: 'The operator taps "Try again" after the approval or rejection failed.',
      },
    },
  } satisfies EventSchemas<TopupDecisionEvent>,
  actors: {
    approveTopup: fromPromise<void, TopupApprovalRequest>(() =>
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
    clearReason: assign({ reason: '', reasonMissing: false }),
    setReference: assign(({ event }) => {
      assertEvent(event, 'user.changeReference')
      return { reference: event.value.slice(0, MAX_REFERENCE_LENGTH), referenceMissing: false }
    }),
    setApprovalReason: assign(({ event }) => {
      assertEvent(event, 'user.changeApprovalReason')
      return {
        approvalReason: event.value.slice(0, MAX_REASON_LENGTH),
        approvalReasonMissing: false,
      }
    }),
    clearApproval: assign({
      reference: '',
      approvalReason: '',
      referenceMissing: false,
      approvalReasonMissing: false,
    }),
    markApprovalIncomplete: assign(({ context }) => ({
      referenceMissing: !given(context.reference),
      approvalReasonMissing: context.qrExpired && !given(context.approvalReason),
    })),
    /** The backend saw the QR expire while the operator typed: a reason is needed now. */
    learnQrExpired: assign(({ context }) => ({
      qrExpired: true,
      approvalReasonMissing: !given(context.approvalReason),
    })),
    setErrorCode: assign({
      errorCode: ({ event }) => errorOf(event),
    }),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    reasonGiven: ({ context }) => given(context.reason),
    approvalComplete: ({ context }) =>
      given(context.reference) && (!context.qrExpired || given(context.approvalReason)),
    decidedElsewhere: ({ event }) => errorOf(event) === 'TOPUP_ALREADY_DECIDED',
    expiredMeanwhile: ({ event }) => errorOf(event) === 'APPROVAL_REASON_REQUIRED',
  },
}).createMachine({
  id: 'topupDecision',
  description:
    "An operator approves (with the bank's or transfer's reference, and a reason for an expired QR) or rejects (with a reason) one top-up; another's decision first is told, not repeated.",
  context: ({ input }) => ({
    topupId: input.topupId,
    qrExpired: input.qrExpired,
    reason: '',
    reasonMissing: false,
    reference: '',
    approvalReason: '',
    referenceMissing: false,
    approvalReasonMissing: false,
    errorCode: null,
  }),
  initial: 'undecided',
  states: {
    undecided: {
      description: 'The top-up with its two buttons, Approve and Reject.',
      entry: 'clearError',
      on: {
        'user.approve': { target: 'confirmingApproval' },
        'user.reject': { target: 'writingReason' },
      },
    },
    confirmingApproval: {
      description:
        "\"Credit this customer, checked against which reference?\": approving moves money nobody's check saw arrive, so it takes the bank's or transfer's reference (up to 100 characters), a reason when the QR expired (up to 300) and a second press. Entered by Approve, or back from the backend when the QR expired meanwhile; what was typed stays through a failed send.",
      // A failed send's error shows in approvalFailed only; back in the form it is gone.
      entry: 'clearError',
      on: {
        'user.changeReference': { actions: 'setReference' },
        'user.changeApprovalReason': { actions: 'setApprovalReason' },
        'user.confirm': [
          { guard: 'approvalComplete', target: 'approving', meta: approvalEvidence },
          { actions: 'markApprovalIncomplete', meta: approvalEvidence },
        ],
        // A reference belongs to the approval it was typed for: stepping back forgets it.
        'user.cancel': { target: 'undecided', actions: 'clearApproval' },
      },
    },
    writingReason: {
      description:
        'The operator types the reason the customer will read (up to 300 characters); going on with it empty marks it missing. What was typed stays through a failed send, and is forgotten when the operator steps back to the two buttons.',
      on: {
        'user.changeReason': { actions: 'setReason' },
        'user.confirm': [
          { guard: 'reasonGiven', target: 'rejecting', meta: rejectionReason },
          { actions: 'markReasonMissing', meta: rejectionReason },
        ],
        'user.cancel': { target: 'undecided', actions: 'clearReason' },
      },
    },
    approving: {
      description:
        'The approval is being sent; the row waits. A top-up decided first elsewhere ends as decided elsewhere; one whose QR expired meanwhile goes back to the form, which now asks for a reason.',
      invoke: {
        src: 'approveTopup',
        id: 'approveTopup',
        input: ({ context }) => ({
          topupId: context.topupId,
          reference: context.reference.trim(),
          ...(given(context.approvalReason) ? { reason: context.approvalReason.trim() } : {}),
        }),
        onDone: { target: 'approved' },
        onError: [
          decidedElsewhere,
          {
            guard: 'expiredMeanwhile',
            target: 'confirmingApproval',
            actions: 'learnQrExpired',
            meta: approvalEvidence,
          },
          { target: 'approvalFailed', actions: 'setErrorCode' },
        ],
      },
    },
    rejecting: {
      description:
        'The rejection and its reason are being sent; the row waits. A top-up decided first elsewhere ends as decided elsewhere.',
      invoke: {
        src: 'rejectTopup',
        id: 'rejectTopup',
        input: ({ context }) => ({ topupId: context.topupId, reason: context.reason.trim() }),
        onDone: { target: 'rejected' },
        onError: [decidedElsewhere, { target: 'rejectionFailed', actions: 'setErrorCode' }],
      },
    },
    approvalFailed: {
      description:
        'The approval did not go through (no answer, or refused): the error shows; try again, or step back to the form as it was typed.',
      on: {
        'user.retry': { target: 'approving' },
        'user.cancel': { target: 'confirmingApproval' },
      },
    },
    rejectionFailed: {
      description:
        'The rejection did not go through (no answer, or refused): the error shows; try again, or step back to the reason, which is kept.',
      on: {
        'user.retry': { target: 'rejecting' },
        'user.cancel': { target: 'writingReason' },
      },
    },
    approved: {
      description:
        'Done: the top-up was credited and the customer told live; the row leaves the list.',
      type: 'final',
    },
    rejected: {
      description:
        'Done: the top-up was closed with the reason and the customer told live; the row leaves the list.',
      type: 'final',
    },
    decidedElsewhere: {
      description:
        'Done: the top-up was paid, rejected or expired before this decision arrived; the row says so, and nothing was done twice.',
      type: 'final',
    },
  },
})
