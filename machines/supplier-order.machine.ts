import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { MAX_REASON_LENGTH } from './topup-decision.machine'

/** The longest supplier reference the backend stores (openapi.yaml, adminMarkSupplierOrderDelivered). */
export const MAX_REFERENCE_LENGTH = 100

export interface SupplierOrderInput {
  orderId: string
}

/** What the backend did to the order: settled it, or the supplier is still working on it. */
export type SupplierOrderOutcome = 'DELIVERED' | 'REFUNDED' | 'WAITING'

/** The two texts an operator types: the supplier's reference, or the refund's reason. */
export type SupplierOrderText = 'reference' | 'reason'

export interface SupplierOrderContext extends SupplierOrderInput {
  reference: string
  reason: string
  /** Asked to go on with this text empty: a delivery needs its reference, a refund its reason. */
  missing: SupplierOrderText | null
  /** How this row settled the order, once it did. */
  outcome: 'DELIVERED' | 'REFUNDED' | null
  /** The last check found the supplier still working on it. */
  stillWaiting: boolean
  /** Why the last request could not be sent (an API code or NO_ANSWER). */
  errorCode: ErrorCode | null
}

export type SupplierOrderEvent =
  | { type: 'user.check' }
  | { type: 'user.markDelivered' }
  | { type: 'user.refund' }
  | { type: 'user.changeText'; field: SupplierOrderText; value: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }

interface Answered {
  outcome: SupplierOrderOutcome
}

/** The error a failed request reports, read from its xstate.error event. */
const errorOf = (event: object) => errorCodeOf('error' in event ? event.error : undefined)

const settlesOnce = {
  spec: "docs/decisions.md The operators' supplier desk: each way out settles once",
} as const

const settledElsewhere = {
  guard: 'settledElsewhere',
  target: '#supplierOrder.settledElsewhere',
  meta: settlesOnce,
} as const

const limits: Record<SupplierOrderText, number> = {
  reference: MAX_REFERENCE_LENGTH,
  reason: MAX_REASON_LENGTH,
}

/**
 * An operator's way out for one paid game order the supplier has not settled, from the desk's
 * queue: ask the supplier again, mark it delivered with the supplier's reference, or refund it with
 * a reason. A delivery and a refund each take a confirmation; the order settled by anyone else
 * first (the supplier, another operator) is told, never settled twice.
 */
export const supplierOrderMachine = setup({
  types: {
    input: {} as SupplierOrderInput,
    context: {} as SupplierOrderContext,
    events: {} as SupplierOrderEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.check': {
        description:
          'The operator taps "Check again": the supplier is asked about the order by the same reference.',
      },
      'user.markDelivered': {
        description:
          'The operator taps "Mark delivered", for a delivery the supplier confirmed by other means.',
      },
      'user.refund': { description: 'The operator taps "Refund" to give the order\'s price back.' },
      'user.changeText': {
        description: `The operator types the supplier's reference (kept to ${MAX_REFERENCE_LENGTH} characters) or the refund's reason (kept to ${MAX_REASON_LENGTH}).`,
      },
      'user.confirm': {
        description:
          'The operator goes on: from the reference or reason to the confirmation, or confirms.',
      },
      'user.cancel': {
        description:
          "The operator steps back one step (to the order's actions, or to the text typed).",
      },
      'user.retry': {
        description: 'The operator taps "Try again" after a check, delivery or refund failed.',
      },
    },
  } satisfies EventSchemas<SupplierOrderEvent>,
  actors: {
    checkOrder: fromPromise<Answered, { orderId: string }>(() =>
      Promise.reject(new Error('checkOrder is not provided')),
    ),
    markDelivered: fromPromise<Answered, { orderId: string; reference: string }>(() =>
      Promise.reject(new Error('markDelivered is not provided')),
    ),
    refundOrder: fromPromise<Answered, { orderId: string; reason: string }>(() =>
      Promise.reject(new Error('refundOrder is not provided')),
    ),
  },
  actions: {
    setText: assign(({ context, event }) => {
      assertEvent(event, 'user.changeText')
      const value = event.value.slice(0, limits[event.field])
      return {
        [event.field]: value,
        missing: context.missing === event.field ? null : context.missing,
      }
    }),
    markMissing: assign((_, params: { field: SupplierOrderText }) => ({ missing: params.field })),
    setOutcome: assign((_, params: Answered) => ({
      outcome: params.outcome === 'WAITING' ? null : params.outcome,
      stillWaiting: false,
    })),
    markStillWaiting: assign({ stillWaiting: true }),
    setErrorCode: assign({ errorCode: ({ event }) => errorOf(event) }),
    clearError: assign({ errorCode: null, stillWaiting: false }),
  },
  guards: {
    textGiven: ({ context }, params: { field: SupplierOrderText }) =>
      context[params.field].trim().length > 0,
    settledByAnswer: (_, params: Answered) => params.outcome !== 'WAITING',
    settledElsewhere: ({ event }) => errorOf(event) === 'ORDER_NOT_RUNNING',
  },
}).createMachine({
  id: 'supplierOrder',
  description:
    'An operator checks a waiting game order again, marks it delivered with a reference, or refunds it with a reason; one settled first elsewhere is told, not settled twice.',
  context: ({ input }) => ({
    orderId: input.orderId,
    reference: '',
    reason: '',
    missing: null,
    outcome: null,
    stillWaiting: false,
    errorCode: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'The waiting order with its three actions: check with the supplier again, mark it delivered, or refund it. After a check that found the supplier still working on it, the row says so.',
      on: {
        'user.check': { target: 'checking' },
        'user.markDelivered': { target: 'writingReference' },
        'user.refund': { target: 'writingReason' },
      },
    },
    checking: {
      description:
        'The supplier is asked again about the order; the row waits. A settled answer ends the row, and so does an order settled first by another operator; a supplier still working on it brings the three actions back with a note saying so.',
      entry: 'clearError',
      invoke: {
        src: 'checkOrder',
        id: 'checkOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'settledByAnswer', params: ({ event }) => event.output },
            target: 'settled',
            actions: { type: 'setOutcome', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: 'markStillWaiting' },
        ],
        onError: [settledElsewhere, { target: 'checkFailed', actions: 'setErrorCode' }],
      },
    },
    checkFailed: {
      description:
        "The check got no answer (from the desk's backend or the supplier): ask again, or take another way out; an unreachable supplier is exactly when an operator marks the order delivered or refunds it.",
      on: {
        'user.retry': { target: 'checking' },
        'user.markDelivered': { target: 'writingReference' },
        'user.refund': { target: 'writingReason' },
      },
    },
    writingReference: {
      description:
        "The operator types the supplier's serial or reference (up to 100 characters) for a delivery the supplier confirmed by other means; going on with it empty marks it missing.",
      entry: 'clearError',
      on: {
        'user.changeText': { actions: 'setText' },
        'user.confirm': [
          {
            guard: { type: 'textGiven', params: { field: 'reference' } },
            target: 'confirmingDelivery',
          },
          { actions: { type: 'markMissing', params: { field: 'reference' } } },
        ],
        'user.cancel': { target: 'idle' },
      },
    },
    confirmingDelivery: {
      description:
        '"The customer keeps the packet; no money moves": settling the order as delivered, for good, takes a second press.',
      on: {
        'user.confirm': { target: 'delivering', meta: settlesOnce },
        'user.cancel': { target: 'writingReference' },
      },
    },
    delivering: {
      description:
        'The delivery and its reference are being sent; the row waits. An order settled meanwhile by the supplier or another operator ends as settled elsewhere.',
      invoke: {
        src: 'markDelivered',
        id: 'markDelivered',
        input: ({ context }) => ({ orderId: context.orderId, reference: context.reference.trim() }),
        onDone: {
          target: 'settled',
          actions: { type: 'setOutcome', params: ({ event }) => event.output },
        },
        onError: [settledElsewhere, { target: 'deliveryFailed', actions: 'setErrorCode' }],
      },
    },
    deliveryFailed: {
      description:
        'The delivery did not go through (no answer, or refused): the error shows; try again, or go back and change the reference.',
      on: {
        'user.retry': { target: 'delivering' },
        'user.cancel': { target: 'writingReference' },
      },
    },
    writingReason: {
      description:
        "The operator types why the order is refunded (up to 300 characters); the customer reads it on the order's page. Going on with it empty marks it missing.",
      entry: 'clearError',
      on: {
        'user.changeText': { actions: 'setText' },
        'user.confirm': [
          {
            guard: { type: 'textGiven', params: { field: 'reason' } },
            target: 'confirmingRefund',
          },
          { actions: { type: 'markMissing', params: { field: 'reason' } } },
        ],
        'user.cancel': { target: 'idle' },
      },
    },
    confirmingRefund: {
      description:
        '"Give X kip back to this customer?": a refund moves money, so it takes a second press.',
      on: {
        'user.confirm': { target: 'refunding', meta: settlesOnce },
        'user.cancel': { target: 'writingReason' },
      },
    },
    refunding: {
      description:
        'The refund and its reason are being sent; the row waits. An order settled meanwhile by the supplier or another operator ends as settled elsewhere.',
      invoke: {
        src: 'refundOrder',
        id: 'refundOrder',
        input: ({ context }) => ({ orderId: context.orderId, reason: context.reason.trim() }),
        onDone: {
          target: 'settled',
          actions: { type: 'setOutcome', params: ({ event }) => event.output },
        },
        onError: [settledElsewhere, { target: 'refundFailed', actions: 'setErrorCode' }],
      },
    },
    refundFailed: {
      description:
        'The refund did not go through (no answer, or refused): the error shows; try again, or go back and change the reason.',
      on: {
        'user.retry': { target: 'refunding' },
        'user.cancel': { target: 'writingReason' },
      },
    },
    settled: {
      description:
        'Done: this row settled the order, delivered or refunded, and the customer was told live.',
      type: 'final',
    },
    settledElsewhere: {
      description:
        'Done: the supplier or another operator settled the order first; the row says so, and nothing was done twice.',
      type: 'final',
    },
  },
})
