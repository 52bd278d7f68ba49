import { assertEvent, fromPromise, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import type { components } from '../contract/schema'
import type { EventSchemas, SpecRule } from './chart-notes'

/**
 * What the recharge methods whose top-up waits for an answer share (the QR's bank payment or
 * operator, the phone card's provider): the answer comes as the customer's socket event, which the
 * recharge machine passes on to the method on screen, and a reconnect that may have missed it reads
 * the top-up again. Each method's `setup()` spreads these actors and guards, its rejection actions
 * read the reason with `rejectionHeard()` and `rejectionRead()`, and its chart takes its waiting
 * state from `awaitingOutcome()`.
 */

/** A top-up the backend made and that waits for its answer: a QR's, or a phone card's. */
export interface SentTopUp {
  topupId: string
  amount: number
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

/** The socket's word on the customer's top-ups, as the recharge machine passes it on. */
export type TopUpAnswerEvent =
  /** BANK:TOPUP:{userId}: a top-up of this customer was paid and credited. */
  | { type: 'socket.topUpPaid'; topupId: string }
  /** TOPUP:REJECTED:{userId}: an operator or the card provider refused a top-up, saying why. */
  | { type: 'socket.topUpRejected'; topupId: string; reason: string; cardRefusal?: CardRefusal }
  /** The socket came back without replaying what it missed: the answer may have gone unheard. */
  | { type: 'socket.resynced' }

/** What the socket's events mean, for the `schemas` of every machine that takes them. */
export const topUpAnswerDescriptions: EventSchemas<TopUpAnswerEvent>['events'] = {
  'socket.topUpPaid': {
    description:
      "The socket's BANK:TOPUP:{userId}: one of the customer's top-ups was paid and credited (its top-up id).",
  },
  'socket.topUpRejected': {
    description:
      "The socket's TOPUP:REJECTED:{userId}: an operator or the card provider refused one of the customer's top-ups, with the reason.",
  },
  'socket.resynced': {
    description:
      'The socket came back without replaying what it missed: the answer may have gone unheard.',
  },
}

/** The part of a method's context the answer fills in. */
export interface AwaitedTopUp {
  /** The top-up sent, whose answer the socket brings. */
  topUp: SentTopUp | null
  /** Why an operator or the card provider refused the top-up. */
  rejectReason: string | null
  /** The card provider's reason, when it refused a phone card. */
  cardRefusal: CardRefusal | null
}

/** Nothing sent yet, or what was sent is done with. */
export const NOTHING_AWAITED = { topUp: null, rejectReason: null, cardRefusal: null } as const

type Rejection = Pick<AwaitedTopUp, 'rejectReason' | 'cardRefusal'>
type AnswerArgs = { context: AwaitedTopUp; event: { type: string } }

/** The top-up as `fetchTopUp` read it, in the transitions that follow its answer. */
function fetchedStatus(event: object): TopUpStatus {
  return 'output' in event ? (event as DoneActorEvent<TopUpStatus>).output : { status: 'WAITING' }
}

/** What a refusal heard on the socket says. */
export function rejectionHeard(event: { type: string }): Rejection {
  const rejected = event as TopUpAnswerEvent
  assertEvent(rejected, 'socket.topUpRejected')
  return { rejectReason: rejected.reason, cardRefusal: rejected.cardRefusal ?? null }
}

/** What a refusal read again after a reconnect says. */
export function rejectionRead(event: { type: string }): Rejection {
  const { rejectReason, cardRefusal } = fetchedStatus(event)
  return { rejectReason: rejectReason ?? null, cardRefusal: cardRefusal ?? null }
}

export const outcomeActors = {
  fetchTopUp: fromPromise<TopUpStatus, { topupId: string }>(() =>
    Promise.reject(new Error('fetchTopUp is not provided')),
  ),
}

export const outcomeGuards = {
  isThisTopUp: ({ context, event }: AnswerArgs) =>
    context.topUp !== null && context.topUp.topupId === (event as { topupId?: string }).topupId,
  reportedPaid: ({ event }: AnswerArgs) => fetchedStatus(event).status === 'SUCCESS',
  reportedRejected: ({ event }: AnswerArgs) => {
    const { status, rejectReason } = fetchedStatus(event)
    return status === 'CANCEL' && Boolean(rejectReason)
  },
  reportedCancelled: ({ event }: AnswerArgs) => fetchedStatus(event).status === 'CANCEL',
}

/** The rules a method's answers carry out: how it is paid, refused, and lapses unpaid. */
export interface OutcomeRules {
  paid: SpecRule
  refused: SpecRule
  lapsed: SpecRule
}

/** A method whose every answer carries out the one rule of how it is decided. */
export function decidedBy(rule: SpecRule): OutcomeRules {
  return { paid: rule, refused: rule, lapsed: rule }
}

/** The socket's word on the top-up sent: credited, or refused with a reason. */
export function outcomeEvents<const TRules extends OutcomeRules>(machineId: string, rules: TRules) {
  return {
    'socket.topUpPaid': {
      guard: 'isThisTopUp',
      target: `#${machineId}.credited`,
      meta: { spec: rules.paid },
    },
    'socket.topUpRejected': {
      guard: 'isThisTopUp',
      target: `#${machineId}.refused`,
      actions: 'setRejectReason',
      meta: { spec: rules.refused },
    },
  } as const
}

/**
 * The waiting state: the socket's answer, or after a reconnect that did not replay missed events
 * the top-up read again. `lapsed` is where a top-up cancelled without a reason goes (a QR that
 * expired).
 */
export function awaitingOutcome<const TRules extends OutcomeRules>(
  machineId: string,
  lapsed: string,
  rules: TRules,
) {
  return {
    initial: 'listening' as const,
    on: outcomeEvents(machineId, rules),
    states: {
      listening: {
        description:
          "The top-up's answer is awaited on the socket: paid (credited) or refused with a reason. Nothing is asked of the customer meanwhile.",
        on: {
          'socket.resynced': {
            target: 'rechecking' as const,
            meta: {
              spec: 'DECISIONS After a reconnect the client reloads what it may have missed' as const,
            },
          },
        },
      },
      rechecking: {
        description:
          'The socket came back without replaying what it missed, so the top-up is read again from the backend: paid, refused, or cancelled without a reason ends the wait; still waiting, or a read that failed, goes back to listening, and the next reconnect asks again.',
        invoke: {
          src: 'fetchTopUp' as const,
          id: 'fetchTopUp',
          input: ({ context }: { context: AwaitedTopUp }) => ({
            topupId: context.topUp?.topupId ?? '',
          }),
          onDone: [
            {
              guard: 'reportedPaid' as const,
              target: `#${machineId}.credited`,
              meta: { spec: rules.paid },
            },
            {
              guard: 'reportedRejected' as const,
              target: `#${machineId}.refused`,
              actions: 'setReportedReason' as const,
              meta: { spec: rules.refused },
            },
            {
              guard: 'reportedCancelled' as const,
              target: `#${machineId}.${lapsed}`,
              meta: { spec: rules.lapsed },
            },
            { target: 'listening' },
          ],
          onError: { target: 'listening' },
        },
      },
    },
  }
}

/** What every method tells its screen when the wallet is credited: the notice's amount. */
export interface RechargeCredited {
  type: 'recharge.credited'
  amount: number
}

/**
 * Where the request that sends a top-up leads, for the methods whose top-up then waits (the
 * phone card, mobile money): its answer kept and awaited, or its refusal's code kept with what
 * was typed.
 */
export const sentOrFailed = {
  onDone: {
    target: 'waiting',
    actions: {
      type: 'keepTopUp',
      params: ({ event }: { event: DoneActorEvent<SentTopUp> }) => ({ topUp: event.output }),
    },
  },
  onError: {
    target: 'failed',
    actions: {
      type: 'setErrorCode',
      params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
    },
  },
} as const
