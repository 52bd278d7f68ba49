import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '../contract/shop-rules'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { mobileMoneyProblems, parseAmount, withoutSpaces, withoutProblem } from './recharge-inputs'
import type {
  MobileMoneyAccount,
  MobileMoneyClaim,
  RechargeMobileMoneyContext,
  RechargeMobileMoneyEvent,
} from './recharge-mobile-money.types'
import {
  awaitingOutcome,
  decidedBy,
  NOTHING_AWAITED,
  outcomeActors,
  outcomeGuards,
  rejectionHeard,
  rejectionRead,
  sentOrFailed,
  topUpAnswerDescriptions,
  type RechargeCredited,
  type SentTopUp,
} from './recharge-outcome'

const transferFields = {
  'user.changeAmount': { target: '#rechargeMobileMoney.entering', actions: 'setAmount' },
  'user.changeSenderPhone': { target: '#rechargeMobileMoney.entering', actions: 'setSenderPhone' },
  'user.changeReference': { target: '#rechargeMobileMoney.entering', actions: 'setReference' },
} as const

const memberPhone = {
  spec: 'SPEC 5 Mobile money: the sending phone must be a member number',
} as const
const kip = (amount: number) => amount.toLocaleString('en-US')

const startOver = {
  'user.startOver': { target: '#rechargeMobileMoney.entering', actions: 'clearTransfer' },
} as const

/**
 * Mobile money (SPEC 9, *905#): the customer sends the amount to the shop's number from their
 * phone, then reports it with the sending number and the transfer's reference; the top-up waits
 * (WAITING_RECEIPT) for an operator who finds the transfer and confirms or rejects it.
 */
export const rechargeMobileMoneyMachine = setup({
  types: {
    context: {} as RechargeMobileMoneyContext,
    input: {} as MobileMoneyAccount,
    events: {} as RechargeMobileMoneyEvent,
    emitted: {} as RechargeCredited,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.changeAmount': {
        description: `The customer types the amount they sent, in kip (${kip(MINIMUM_TOPUP_KIP)} to ${kip(MAXIMUM_TOPUP_KIP)}).`,
      },
      'user.changeSenderPhone': {
        description:
          'The customer types the phone number they sent from (a member number, 8 to 11 digits).',
      },
      'user.changeReference': {
        description:
          "The customer types the transfer's reference from the confirmation message (4 to 32 letters or digits).",
      },
      'user.submit': {
        description:
          'The customer taps "I have sent it": the transfer is reported, to wait for an operator.',
      },
      'user.startOver': {
        description:
          'The customer reports another transfer after an outcome: the sending number stays, amount and reference are cleared.',
      },
      ...topUpAnswerDescriptions,
    },
  } satisfies EventSchemas<RechargeMobileMoneyEvent>,
  actors: {
    ...outcomeActors,
    claimTransfer: fromPromise<SentTopUp, MobileMoneyClaim>(() =>
      Promise.reject(new Error('claimTransfer is not provided')),
    ),
  },
  actions: {
    /** The screen shows the credit as a notice (the shell keeps the top bar's balance). */
    announceCredit: emit(({ context }) => ({
      type: 'recharge.credited' as const,
      amount: context.topUp?.amount ?? 0,
    })),
    setAmount: assign(({ context, event }) => {
      assertEvent(event, 'user.changeAmount')
      return { amountText: event.value, problems: withoutProblem(context.problems, 'amount') }
    }),
    setSenderPhone: assign(({ context, event }) => {
      assertEvent(event, 'user.changeSenderPhone')
      return { senderPhone: event.value, problems: withoutProblem(context.problems, 'senderPhone') }
    }),
    setReference: assign(({ context, event }) => {
      assertEvent(event, 'user.changeReference')
      return { reference: event.value, problems: withoutProblem(context.problems, 'reference') }
    }),
    markProblems: assign({ problems: ({ context }) => mobileMoneyProblems(context) }),
    keepTopUp: assign({ topUp: (_, { topUp }: { topUp: SentTopUp }) => topUp }),
    setErrorCode: assign({
      errorCode: (_, { error }: { error: unknown }) => errorCodeOf(error),
    }),
    setRejectReason: assign(({ event }) => rejectionHeard(event)),
    setReportedReason: assign(({ event }) => rejectionRead(event)),
    clearTransfer: assign({
      ...NOTHING_AWAITED,
      amountText: '',
      reference: '',
      problems: [],
      errorCode: null,
    }),
  },
  guards: {
    ...outcomeGuards,
    transferComplete: ({ context }) => mobileMoneyProblems(context).length === 0,
  },
}).createMachine({
  id: 'rechargeMobileMoney',
  description:
    "A mobile-money top-up: the shop's number and the steps are shown, the customer sends the money from their phone and reports it with the sending number and the reference, and an operator confirms (credited) or rejects it.",
  context: ({ input }) => ({
    ...NOTHING_AWAITED,
    account: input.account,
    ussd: input.ussd,
    amountText: '',
    senderPhone: '',
    reference: '',
    problems: [],
    errorCode: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description:
        "The steps (the USSD code to dial and the shop's number to send the amount to) and the report's form: amount, sending number and the transfer's reference. A report with a field missing or wrong marks that field and stays here.",
      on: {
        ...transferFields,
        'user.submit': [
          { guard: 'transferComplete', target: 'sending', meta: memberPhone },
          { actions: 'markProblems', meta: memberPhone },
        ],
      },
    },
    sending: {
      description: 'The report was sent; the shop waits for the backend to take it.',
      entry: assign({ errorCode: null, topUp: null }),
      invoke: {
        src: 'claimTransfer',
        id: 'claimTransfer',
        input: ({ context }) => ({
          amount: parseAmount(context.amountText) as number,
          senderPhone: withoutSpaces(context.senderPhone),
          reference: withoutSpaces(context.reference),
        }),
        ...sentOrFailed,
      },
    },
    waiting: {
      ...awaitingOutcome(
        'rechargeMobileMoney',
        'refused',
        decidedBy('docs/decisions.md Mobile money: WAITING_RECEIPT until an operator confirms'),
      ),
      description:
        'The backend took the report and the top-up is WAITING_RECEIPT: an operator at the desk looks for the transfer, and the socket brings the answer.',
    },
    credited: {
      description:
        'The operator found the transfer and confirmed it: the wallet holds the amount and a notice shows it. Starting over clears the amount and reference for another report.',
      entry: 'announceCredit',
      on: startOver,
    },
    refused: {
      description:
        'The operator found no such transfer, and the reason shows when one was given; nothing was credited. Starting over clears the amount and reference for another report.',
      on: startOver,
    },
    failed: {
      description:
        "The backend would not take the report (a number that is no member's, a reference claimed before, too many tries) or no answer came: the reason shows, and what was typed stays, to fix or to send again.",
      on: { ...transferFields, 'user.submit': { target: 'sending' } },
    },
  },
})
