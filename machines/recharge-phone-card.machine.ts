import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import {
  cardDigits,
  phoneCardProblems,
  withoutProblem,
  type PhoneCardOptions,
} from './recharge-inputs'
import {
  awaitingOutcome,
  decidedBy,
  type RechargeCredited,
  NOTHING_AWAITED,
  outcomeActors,
  outcomeGuards,
  rejectionHeard,
  rejectionRead,
  sentOrFailed,
  topUpAnswerDescriptions,
  type SentTopUp,
} from './recharge-outcome'
import type {
  PhoneCardRequest,
  RechargePhoneCardContext,
  RechargePhoneCardEvent,
} from './recharge-phone-card.types'

const cardFields = {
  'user.chooseOperator': { target: '#rechargePhoneCard.entering', actions: 'setOperator' },
  'user.chooseFaceValue': { target: '#rechargePhoneCard.entering', actions: 'setFaceValue' },
  'user.changeSerial': { target: '#rechargePhoneCard.entering', actions: 'setSerial' },
  'user.changePin': { target: '#rechargePhoneCard.entering', actions: 'setPin' },
} as const

const startOver = {
  'user.startOver': { target: '#rechargePhoneCard.entering', actions: 'clearCard' },
} as const

/** A prepaid phone card (SPEC 2 "Recharge"), whose top-up waits for the card provider's answer. */
export const rechargePhoneCardMachine = setup({
  types: {
    context: {} as RechargePhoneCardContext,
    events: {} as RechargePhoneCardEvent,
    emitted: {} as RechargeCredited,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.chooseOperator': { description: "The customer picks the card's telecom operator." },
      'user.chooseFaceValue': {
        description:
          "The customer picks the card's face value, which shows the credit after the fee.",
      },
      'user.changeSerial': {
        description: "The customer types the card's serial number (8 to 20 digits).",
      },
      'user.changePin': {
        description: "The customer types the card's PIN, scratched off the card (8 to 20 digits).",
      },
      'user.submit': { description: 'The customer sends the card.' },
      'user.retry': {
        description: 'The customer taps "Try again" after the card choices failed to load.',
      },
      'user.startOver': {
        description:
          'The customer starts another card after an outcome: operator and face value stay, serial and PIN are cleared.',
      },
      'user.edit': {
        description:
          "The customer goes back to a refused card's form, with what was typed kept, to correct it.",
      },
      ...topUpAnswerDescriptions,
    },
  } satisfies EventSchemas<RechargePhoneCardEvent>,
  actors: {
    ...outcomeActors,
    loadOptions: fromPromise<PhoneCardOptions>(() =>
      Promise.reject(new Error('loadOptions is not provided')),
    ),
    sendCard: fromPromise<SentTopUp, PhoneCardRequest>(() =>
      Promise.reject(new Error('sendCard is not provided')),
    ),
  },
  actions: {
    /** The screen shows the credit as a notice (the shell keeps the top bar's balance). */
    announceCredit: emit(({ context }) => ({
      type: 'recharge.credited' as const,
      amount: context.topUp?.amount ?? 0,
    })),
    setOptions: assign({
      options: (_, { options }: { options: PhoneCardOptions }) => options,
      errorCode: null,
    }),
    setOperator: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseOperator')
      return { operator: event.operator, problems: withoutProblem(context.problems, 'operator') }
    }),
    setFaceValue: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseFaceValue')
      return { faceValue: event.faceValue, problems: withoutProblem(context.problems, 'faceValue') }
    }),
    setSerial: assign(({ context, event }) => {
      assertEvent(event, 'user.changeSerial')
      return { serial: event.value, problems: withoutProblem(context.problems, 'serial') }
    }),
    setPin: assign(({ context, event }) => {
      assertEvent(event, 'user.changePin')
      return { pin: event.value, problems: withoutProblem(context.problems, 'pin') }
    }),
    markProblems: assign({ problems: ({ context }) => phoneCardProblems(context) }),
    keepTopUp: assign({ topUp: (_, { topUp }: { topUp: SentTopUp }) => topUp }),
    setErrorCode: assign({
      errorCode: (_, { error }: { error: unknown }) => errorCodeOf(error),
    }),
    setRejectReason: assign(({ event }) => rejectionHeard(event)),
    setReportedReason: assign(({ event }) => rejectionRead(event)),
    clearCard: assign({ ...NOTHING_AWAITED, serial: '', pin: '', problems: [], errorCode: null }),
    /** The refused card's answer is put aside; what was typed stays, to correct a typo. */
    forgetAnswer: assign({ ...NOTHING_AWAITED, errorCode: null }),
  },
  guards: {
    ...outcomeGuards,
    cardComplete: ({ context }) => phoneCardProblems(context).length === 0,
  },
}).createMachine({
  id: 'rechargePhoneCard',
  description:
    "A phone card top-up: the shop's choices are loaded, the card is chosen and typed and sent, and the card provider's answer credits the wallet or refuses the card.",
  context: {
    ...NOTHING_AWAITED,
    options: null,
    operator: null,
    faceValue: null,
    serial: '',
    pin: '',
    problems: [],
    errorCode: null,
  },
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      description:
        'The operators, face values and fee are loading from the backend; nothing can be chosen until they come.',
      invoke: {
        src: 'loadOptions',
        id: 'loadOptions',
        onDone: {
          target: 'entering',
          actions: { type: 'setOptions', params: ({ event }) => ({ options: event.output }) },
        },
        onError: {
          target: 'optionsFailed',
          actions: { type: 'setErrorCode', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    optionsFailed: {
      description: 'The card choices could not be loaded: the reason shows, with a retry.',
      on: { 'user.retry': { target: 'loadingOptions' } },
    },
    entering: {
      description:
        'The card form: operator, face value (with the credit it gives after the fee), serial and PIN. A send with a field missing or wrong marks that field and stays here.',
      on: {
        ...cardFields,
        'user.submit': [{ guard: 'cardComplete', target: 'sending' }, { actions: 'markProblems' }],
      },
    },
    sending: {
      description: 'The card was sent; the shop waits for the backend to take it.',
      entry: assign({ errorCode: null, topUp: null }),
      invoke: {
        src: 'sendCard',
        id: 'sendCard',
        input: ({ context }) => ({
          operator: context.operator!,
          faceValue: context.faceValue!,
          serial: cardDigits(context.serial),
          pin: cardDigits(context.pin),
        }),
        ...sentOrFailed,
      },
    },
    waiting: {
      ...awaitingOutcome(
        'rechargePhoneCard',
        'refused',
        decidedBy('docs/decisions.md Phone cards: a WAITING top-up until the provider answers'),
      ),
      description:
        "The backend took the card and the top-up is WAITING for the card provider's answer, which the socket brings; the customer sees that the card is being checked.",
    },
    credited: {
      description:
        'The card provider confirmed the card: the wallet holds its credit and a notice shows the amount. Starting over clears the serial and PIN for another card.',
      entry: 'announceCredit',
      on: startOver,
    },
    refused: {
      description:
        'The card provider refused the card, and its reason shows when it gave one; nothing was credited, and that card cannot be sent again. A typo is the usual cause: editing goes back to the form with the card as typed, to correct it; starting over clears the serial and PIN for another card.',
      on: {
        ...startOver,
        'user.edit': { target: '#rechargePhoneCard.entering', actions: 'forgetAnswer' },
      },
    },
    failed: {
      description:
        'The backend would not take the card (sent before, too many tries) or no answer came: the reason shows, and the card stays as typed, to fix or to send again.',
      on: { ...cardFields, 'user.submit': { target: 'sending' } },
    },
  },
})
