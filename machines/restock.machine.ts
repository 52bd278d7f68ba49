import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'

export interface RestockInput {
  packetId: string
}

/** What the backend said of a paste: added, or refused with what to fix. */
export type RestockOutcome =
  | { kind: 'added'; added: number; codesLeft: number }
  /** Codes pasted twice or already in stock: nothing was added. */
  | { kind: 'duplicates'; codes: string[] }
  /** Line numbers (from 1) that are not a code: nothing was added. */
  | { kind: 'badLines'; lines: number[] }

/**
 * Why the paste is back in the operator's hands (nothing pasted, duplicates, lines that are not
 * codes) or the send failed (the API's code, or NO_ANSWER).
 */
export type RestockErrorCode = ErrorCode | 'PASTE_EMPTY' | 'PASTE_BAD_LINES'

export interface RestockContext extends RestockInput {
  lines: string
  /** How many codes the last paste added. */
  added: number
  errorCode: RestockErrorCode | null
  /** What a refused paste names: its duplicate codes, or the numbers of its lines that are not codes. */
  refused: string[]
}

export type RestockEvent =
  { type: 'user.changeLines'; value: string } | { type: 'user.submit' } | { type: 'user.retry' }

/** The codes of a paste: its lines that hold something. */
export function pastedLineCount(lines: string): number {
  return lines.split(/\r?\n/).filter((line) => line.trim() !== '').length
}

type SendOutput = { output: RestockOutcome }

/** The refusal a paste came back with, as the context keeps it. */
function refusalOf(outcome: RestockOutcome): Pick<RestockContext, 'errorCode' | 'refused'> {
  switch (outcome.kind) {
    case 'added':
      return { errorCode: null, refused: [] }
    case 'duplicates':
      return { errorCode: 'DUPLICATE_VOUCHER_CODES', refused: outcome.codes }
    case 'badLines':
      return { errorCode: 'PASTE_BAD_LINES', refused: outcome.lines.map(String) }
  }
}

/**
 * Restocking one voucher package (SPEC's voucher stock at the desk): the operator pastes codes, one
 * per line, and sends them. The backend adds all or none: a duplicate or a malformed line sends the
 * paste back, as typed, with what to fix.
 */
export const restockMachine = setup({
  types: {
    input: {} as RestockInput,
    context: {} as RestockContext,
    events: {} as RestockEvent,
    emitted: {} as { type: 'restock.added'; count: number },
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.changeLines': {
        description:
          'The operator pastes or edits the codes, one per line (optionally followed by a serial).',
      },
      'user.submit': {
        description: "The operator sends the paste to be added to the package's stock.",
      },
      'user.retry': {
        description:
          'The operator taps "Try again" after the send failed, with the paste as it is.',
      },
    },
  } satisfies EventSchemas<RestockEvent>,
  actors: {
    addCodes: fromPromise<RestockOutcome, { packetId: string; lines: string }>(() =>
      Promise.reject(new Error('addCodes is not provided')),
    ),
  },
  actions: {
    setLines: assign(({ event }) => {
      assertEvent(event, 'user.changeLines')
      return { lines: event.value, errorCode: null, refused: [] }
    }),
    /** The desk is told the stock changed (its list reloads) and how many codes were added. */
    announceAdded: emit(({ context }) => ({
      type: 'restock.added' as const,
      count: context.added,
    })),
  },
  guards: {
    hasCodes: ({ context }) => pastedLineCount(context.lines) > 0,
    added: (_, { output }: SendOutput) => output.kind === 'added',
  },
}).createMachine({
  id: 'restock',
  description:
    'An operator pastes voucher codes for one package; all are added, or the paste comes back with its duplicates or bad lines.',
  context: ({ input }) => ({
    packetId: input.packetId,
    lines: '',
    added: 0,
    errorCode: null,
    refused: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The paste box, one voucher code per line. The refusal of the last send (nothing pasted, codes pasted twice or already in stock, lines that are not codes) stays in view, naming what to fix, until the paste changes.',
      on: {
        'user.changeLines': { actions: 'setLines' },
        'user.submit': [
          { guard: 'hasCodes', target: 'sending' },
          { actions: assign({ errorCode: 'PASTE_EMPTY', refused: [] }) },
        ],
      },
    },
    sending: {
      description:
        'The paste is being sent; the backend adds all its codes or none. The refusal or failure of the last send stays in view until this one is answered.',
      invoke: {
        src: 'addCodes',
        id: 'addCodes',
        input: ({ context }) => ({ packetId: context.packetId, lines: context.lines }),
        onDone: [
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output }) },
            target: 'added',
            meta: { spec: 'docs/decisions.md The operator desk: restocking is all or none' },
            actions: assign(({ event }) => ({
              added: event.output.kind === 'added' ? event.output.added : 0,
              lines: '',
              errorCode: null,
              refused: [],
            })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => refusalOf(event.output)),
            meta: { spec: 'docs/decisions.md The operator desk: restocking is all or none' },
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error), refused: [] }),
        },
      },
    },
    added: {
      description:
        "The codes are in stock: the desk's list reloads and says how many were added; the box is empty for the next paste.",
      entry: 'announceAdded',
      on: { 'user.changeLines': { target: 'editing', actions: 'setLines' } },
    },
    failed: {
      description:
        "No answer, or a refusal other than the paste's own: the error shows, and the paste is kept for a retry or a change.",
      on: {
        'user.retry': { target: 'sending' },
        'user.changeLines': { target: 'editing', actions: 'setLines' },
      },
    },
  },
})
