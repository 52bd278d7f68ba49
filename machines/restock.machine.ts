import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'

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

/** Why the paste is back in the operator's hands. */
export type RestockProblem =
  | { kind: 'empty' }
  | { kind: 'duplicates'; codes: string[] }
  | { kind: 'badLines'; lines: number[] }

export interface RestockContext extends RestockInput {
  lines: string
  problem: RestockProblem | null
  /** How many codes the last paste added. */
  added: number
  errorCode: ErrorCode | null
}

export type RestockEvent =
  { type: 'user.changeLines'; value: string } | { type: 'user.submit' } | { type: 'user.retry' }

/** The codes of a paste: its lines that hold something. */
export function pastedLineCount(lines: string): number {
  return lines.split(/\r?\n/).filter((line) => line.trim() !== '').length
}

type SendOutput = { output: RestockOutcome }

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
  },
  actors: {
    addCodes: fromPromise<RestockOutcome, { packetId: string; lines: string }>(() =>
      Promise.reject(new Error('addCodes is not provided')),
    ),
  },
  actions: {
    setLines: assign(({ event }) => {
      assertEvent(event, 'user.changeLines')
      return { lines: event.value, problem: null }
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
    problem: null,
    added: 0,
    errorCode: null,
  }),
  initial: 'editing',
  states: {
    /** The paste box, with the problem of the last send until the paste changes. */
    editing: {
      on: {
        'user.changeLines': { actions: 'setLines' },
        'user.submit': [
          { guard: 'hasCodes', target: 'sending' },
          { actions: assign({ problem: { kind: 'empty' } }) },
        ],
      },
    },
    sending: {
      entry: assign({ errorCode: null }),
      invoke: {
        src: 'addCodes',
        id: 'addCodes',
        input: ({ context }) => ({ packetId: context.packetId, lines: context.lines }),
        onDone: [
          {
            guard: { type: 'added', params: ({ event }) => ({ output: event.output }) },
            target: 'added',
            actions: assign(({ event }) => ({
              added: event.output.kind === 'added' ? event.output.added : 0,
              lines: '',
            })),
          },
          {
            target: 'editing',
            actions: assign({
              problem: ({ event }) => (event.output.kind === 'added' ? null : event.output),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** The codes are in stock; the box is empty for the next paste. */
    added: {
      entry: 'announceAdded',
      on: { 'user.changeLines': { target: 'editing', actions: 'setLines' } },
    },
    /** No answer, or another refusal: the paste is kept for a retry. */
    failed: {
      on: {
        'user.retry': { target: 'sending' },
        'user.changeLines': { target: 'editing', actions: 'setLines' },
      },
    },
  },
})
