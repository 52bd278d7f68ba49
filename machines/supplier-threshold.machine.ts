import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'

export interface SupplierThresholdInput {
  /** The threshold stored now, in the supplier's currency. */
  threshold: number
}

export interface SupplierThresholdContext extends SupplierThresholdInput {
  /** What the operator typed, as typed. */
  draft: string
  /** Asked to save what is not a whole amount of 0 or more. */
  invalid: boolean
  /** The last save went through (until the draft changes). */
  saved: boolean
  /** Why the last save could not be sent (an API code or NO_ANSWER). */
  errorCode: ErrorCode | null
}

export type SupplierThresholdEvent = { type: 'user.change'; value: string } | { type: 'user.save' }

/** A whole amount of 0 or more, as the backend takes it; anything else is null. */
export function thresholdOf(draft: string): number | null {
  const trimmed = draft.trim()
  if (!/^[0-9]{1,13}$/.test(trimmed)) return null
  return Number(trimmed)
}

/**
 * The supplier balance threshold at the desk: the operator types an amount and saves it; the
 * desk warns when the balance is below the saved one.
 */
export const supplierThresholdMachine = setup({
  types: {
    input: {} as SupplierThresholdInput,
    context: {} as SupplierThresholdContext,
    events: {} as SupplierThresholdEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.change': {
        description: "The operator types the threshold, in the supplier's currency.",
      },
      'user.save': { description: 'The operator taps Save.' },
    },
  } satisfies EventSchemas<SupplierThresholdEvent>,
  actors: {
    saveThreshold: fromPromise<{ threshold: number }, { threshold: number }>(() =>
      Promise.reject(new Error('saveThreshold is not provided')),
    ),
  },
  actions: {
    setDraft: assign(({ event }) => {
      assertEvent(event, 'user.change')
      return { draft: event.value, invalid: false, saved: false }
    }),
    markInvalid: assign({ invalid: true }),
    setSaved: assign((_, params: { threshold: number }) => ({
      threshold: params.threshold,
      draft: String(params.threshold),
      saved: true,
      errorCode: null,
    })),
    setErrorCode: assign({
      errorCode: ({ event }) => errorCodeOf('error' in event ? event.error : undefined),
    }),
  },
  guards: {
    draftValid: ({ context }) => thresholdOf(context.draft) !== null,
  },
}).createMachine({
  id: 'supplierThreshold',
  description: 'An operator sets the supplier balance below which the desk warns.',
  context: ({ input }) => ({
    threshold: input.threshold,
    draft: String(input.threshold),
    invalid: false,
    saved: false,
    errorCode: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        "The amount field, in the supplier's currency: a whole amount of 0 or more (at most 13 digits); anything else is marked invalid and not sent. After a save it says the amount was saved (until it is changed) or why the save failed.",
      on: {
        'user.change': { actions: 'setDraft' },
        'user.save': [{ guard: 'draftValid', target: 'saving' }, { actions: 'markInvalid' }],
      },
    },
    saving: {
      description:
        'The amount is being saved; the field waits. Either way it comes back to the field, with the saved amount or the error.',
      invoke: {
        src: 'saveThreshold',
        id: 'saveThreshold',
        input: ({ context }) => ({ threshold: thresholdOf(context.draft) ?? 0 }),
        onDone: {
          target: 'editing',
          actions: { type: 'setSaved', params: ({ event }) => event.output },
        },
        onError: { target: 'editing', actions: 'setErrorCode' },
      },
    },
  },
})
