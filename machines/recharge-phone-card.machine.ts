import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import {
  cardDigits,
  phoneCardProblems,
  withoutProblem,
  type PhoneCardOptions,
} from './recharge-inputs'
import {
  awaitingOutcome,
  type RechargeCredited,
  NOTHING_AWAITED,
  outcomeActors,
  outcomeGuards,
  rejectionHeard,
  rejectionRead,
  sentOrFailed,
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
  },
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
    /** The operators, face values and fee come from the backend before anything is chosen. */
    loadingOptions: {
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
      on: { 'user.retry': { target: 'loadingOptions' } },
    },
    /** The form; a send with a field missing or wrong marks it and stays. */
    entering: {
      on: {
        ...cardFields,
        'user.submit': [{ guard: 'cardComplete', target: 'sending' }, { actions: 'markProblems' }],
      },
    },
    sending: {
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
    /** The top-up is WAITING for the card provider. */
    waiting: awaitingOutcome('rechargePhoneCard', 'refused'),
    /** The provider confirmed the card: the wallet holds its credit. */
    credited: { entry: 'announceCredit', on: startOver },
    /**
     * The provider refused the card: nothing was credited, and that card cannot be sent again. A
     * typo is the usual cause: `user.edit` goes back to the form with the card as typed, to correct
     * it; `user.startOver` clears serial and PIN for another card.
     */
    refused: {
      on: {
        ...startOver,
        'user.edit': { target: '#rechargePhoneCard.entering', actions: 'forgetAnswer' },
      },
    },
    /**
     * The backend would not take it (sent before, too many tries) or no answer came: the card
     * stays as typed, to fix or to send again.
     */
    failed: { on: { ...cardFields, 'user.submit': { target: 'sending' } } },
  },
})
