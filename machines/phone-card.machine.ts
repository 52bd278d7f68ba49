import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import { phoneCardCredit, type PhoneCardOperator } from '../contract/shop-rules'
import type { components } from '../contract/schema'

/** Why the card provider refused a card (openapi.yaml CardRefusal); the screen words it. */
export type CardRefusal = components['schemas']['CardRefusal']

/** What the shop takes, and the fee it keeps (from the backend, so the screen shows the credit). */
export interface PhoneCardOptions {
  operators: PhoneCardOperator[]
  faceValues: number[]
  feePercent: number
}

/** The card sent, as the backend answered it: its top-up, waiting for the provider. */
export interface SentPhoneCard {
  topupId: string
  amount: number
}

/** What the provider's answer made of the top-up, read again after a reconnect. */
export type PhoneCardTopUpStatus = 'WAITING' | 'SUCCESS' | 'CANCEL'

export type PhoneCardField = 'operator' | 'faceValue' | 'serial' | 'pin'

export interface PhoneCardRequest {
  operator: PhoneCardOperator
  faceValue: number
  serial: string
  pin: string
}

export interface PhoneCardContext {
  options: PhoneCardOptions | null
  operator: PhoneCardOperator | null
  faceValue: number | null
  serial: string
  pin: string
  /** The fields found wrong at the last send; a field leaves the list as the customer fixes it. */
  problems: PhoneCardField[]
  sent: SentPhoneCard | null
  /** Why the provider refused the card, when its answer said (not after a reread). */
  cardRefusal: CardRefusal | null
  /** Why the options or the send failed (used card, too many tries, no answer). */
  errorCode: ErrorCode | null
}

export type PhoneCardEvent =
  | { type: 'user.chooseOperator'; operator: PhoneCardOperator }
  | { type: 'user.chooseFaceValue'; faceValue: number }
  | { type: 'user.changeSerial'; value: string }
  | { type: 'user.changePin'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  /** Another card after an outcome: operator and face value stay, serial and PIN are cleared. */
  | { type: 'user.startOver' }
  | { type: 'socket.topUpPaid'; topupId: string }
  | { type: 'socket.topUpRejected'; topupId: string; cardRefusal?: CardRefusal }
  /** The socket came back without replaying what it missed: the answer may have gone unheard. */
  | { type: 'socket.resynced' }

/** Serial and PIN are 8 to 20 digits; spaces typed between groups are ignored. */
export function cardDigits(typed: string): string {
  return typed.replace(/\s/g, '')
}

const DIGITS = /^\d{8,20}$/

/** The fields that keep the card from being sent, in the form's order. */
export function phoneCardProblems(context: PhoneCardContext): PhoneCardField[] {
  const problems: PhoneCardField[] = []
  if (!context.operator) problems.push('operator')
  if (context.faceValue === null) problems.push('faceValue')
  if (!DIGITS.test(cardDigits(context.serial))) problems.push('serial')
  if (!DIGITS.test(cardDigits(context.pin))) problems.push('pin')
  return problems
}

/** What the wallet would receive for the chosen face value, or null until both are known. */
export function creditShown(context: PhoneCardContext): number | null {
  if (context.faceValue === null || !context.options) return null
  return phoneCardCredit(context.faceValue, context.options.feePercent)
}

/** Nothing loaded, chosen or typed yet: where the machine starts. */
export const NO_PHONE_CARD: PhoneCardContext = {
  options: null,
  operator: null,
  faceValue: null,
  serial: '',
  pin: '',
  problems: [],
  sent: null,
  cardRefusal: null,
  errorCode: null,
}

const without = (problems: PhoneCardField[], field: PhoneCardField) =>
  problems.filter((problem) => problem !== field)

const fieldEvents = {
  'user.chooseOperator': { target: '#phoneCard.editing', actions: 'setOperator' },
  'user.chooseFaceValue': { target: '#phoneCard.editing', actions: 'setFaceValue' },
  'user.changeSerial': { target: '#phoneCard.editing', actions: 'setSerial' },
  'user.changePin': { target: '#phoneCard.editing', actions: 'setPin' },
} as const

/**
 * A top-up with a prepaid phone card: the customer picks the operator and the face value (the
 * credit, less the shop's fee, shows at once), types the serial and PIN and sends; the top-up then
 * waits for the card provider, whose answer arrives live as the QR top-up's does.
 */
export const phoneCardMachine = setup({
  types: {
    context: {} as PhoneCardContext,
    events: {} as PhoneCardEvent,
  },
  actors: {
    loadOptions: fromPromise<PhoneCardOptions>(() =>
      Promise.reject(new Error('loadOptions is not provided')),
    ),
    sendCard: fromPromise<SentPhoneCard, PhoneCardRequest>(() =>
      Promise.reject(new Error('sendCard is not provided')),
    ),
    fetchTopUp: fromPromise<PhoneCardTopUpStatus, { topupId: string }>(() =>
      Promise.reject(new Error('fetchTopUp is not provided')),
    ),
  },
  actions: {
    setOperator: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseOperator')
      return { operator: event.operator, problems: without(context.problems, 'operator') }
    }),
    setFaceValue: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseFaceValue')
      return { faceValue: event.faceValue, problems: without(context.problems, 'faceValue') }
    }),
    setSerial: assign(({ context, event }) => {
      assertEvent(event, 'user.changeSerial')
      return { serial: event.value, problems: without(context.problems, 'serial') }
    }),
    setPin: assign(({ context, event }) => {
      assertEvent(event, 'user.changePin')
      return { pin: event.value, problems: without(context.problems, 'pin') }
    }),
    clearCard: assign({
      serial: '',
      pin: '',
      problems: [],
      sent: null,
      cardRefusal: null,
      errorCode: null,
    }),
    /** The app shows the credit as a notice; the top bar's balance follows the socket event. */
    announceCredit: () => {},
  },
  guards: {
    isComplete: ({ context }) => phoneCardProblems(context).length === 0,
    isThisTopUp: ({ context, event }) =>
      'topupId' in event && context.sent !== null && event.topupId === context.sent.topupId,
    wasCredited: ({ event }) =>
      'output' in event && (event as { output: PhoneCardTopUpStatus }).output === 'SUCCESS',
    wasRefused: ({ event }) =>
      'output' in event && (event as { output: PhoneCardTopUpStatus }).output === 'CANCEL',
  },
}).createMachine({
  id: 'phoneCard',
  description:
    'A phone card is chosen, typed and sent; its top-up waits for the card provider, which credits or refuses it live.',
  context: NO_PHONE_CARD,
  initial: 'loadingOptions',
  states: {
    /** The operators, face values and fee come from the backend before anything can be chosen. */
    loadingOptions: {
      invoke: {
        src: 'loadOptions',
        id: 'loadOptions',
        onDone: {
          target: 'editing',
          actions: assign({ options: ({ event }) => event.output, errorCode: null }),
        },
        onError: {
          target: 'optionsFailed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    optionsFailed: {
      on: { 'user.retry': { target: 'loadingOptions' } },
    },
    /** The form; a send with a field missing or wrong marks it and stays. */
    editing: {
      on: {
        ...fieldEvents,
        'user.submit': [
          { guard: 'isComplete', target: 'sending' },
          { actions: assign({ problems: ({ context }) => phoneCardProblems(context) }) },
        ],
      },
    },
    sending: {
      entry: assign({ errorCode: null, sent: null }),
      invoke: {
        src: 'sendCard',
        id: 'sendCard',
        input: ({ context }) => ({
          operator: context.operator!,
          faceValue: context.faceValue!,
          serial: cardDigits(context.serial),
          pin: cardDigits(context.pin),
        }),
        onDone: { target: 'waiting', actions: assign({ sent: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /**
     * The top-up is WAITING for the provider; its answer comes as the customer's socket event. A
     * reconnect that may have missed it reads the top-up again.
     */
    waiting: {
      initial: 'listening',
      on: {
        'socket.topUpPaid': { guard: 'isThisTopUp', target: 'credited' },
        'socket.topUpRejected': {
          guard: 'isThisTopUp',
          target: 'declined',
          actions: assign({
            cardRefusal: ({ event }) => event.cardRefusal ?? null,
          }),
        },
      },
      states: {
        listening: {
          on: { 'socket.resynced': { target: 'rechecking' } },
        },
        rechecking: {
          invoke: {
            src: 'fetchTopUp',
            id: 'fetchTopUp',
            input: ({ context }) => ({ topupId: context.sent!.topupId }),
            onDone: [
              { guard: 'wasCredited', target: '#phoneCard.credited' },
              { guard: 'wasRefused', target: '#phoneCard.declined' },
              { target: 'listening' },
            ],
            onError: { target: 'listening' },
          },
        },
      },
    },
    /** The provider confirmed the card: the wallet holds its credit. */
    credited: {
      entry: 'announceCredit',
      on: { 'user.startOver': { target: 'editing', actions: 'clearCard' } },
    },
    /** The provider refused the card: nothing was credited, and the card cannot be sent again. */
    declined: {
      on: { 'user.startOver': { target: 'editing', actions: 'clearCard' } },
    },
    /**
     * The backend refused to send it (used before, too many tries) or no answer came: the card stays
     * as typed, to fix or to send again.
     */
    refused: {
      on: { ...fieldEvents, 'user.submit': { target: 'sending' } },
    },
  },
})
