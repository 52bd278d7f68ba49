import { assertEvent, assign, forwardTo, setup } from 'xstate'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { rechargeCouponMachine } from './recharge-coupon.machine'
import type { RechargeMethod } from './recharge-methods'
import { rechargeMobileMoneyMachine } from './recharge-mobile-money.machine'
import { topUpAnswerDescriptions } from './recharge-outcome'
import { rechargePhoneCardMachine } from './recharge-phone-card.machine'
import { rechargeQrMachine } from './recharge-qr.machine'
import type {
  RechargeChildren,
  RechargeContext,
  RechargeEvent,
  RechargeInput,
} from './recharge.types'

/** What the screen is told: a credit, with the method that made it. */
export interface RechargeEmitted {
  type: 'recharge.credited'
  method: RechargeMethod | null
  amount: number
}

/**
 * Choosing a method starts it afresh; choosing the one on screen again changes nothing, and a
 * method the shop does not offer (mobile money without an account) cannot be chosen.
 */
const choose = (method: RechargeMethod, meta: TransitionMeta = {}) =>
  ({
    guard: { type: 'choosesAnother', params: { method } },
    target: `.${method}`,
    actions: 'setMethod',
    meta,
  }) as const

/** The socket's word on the customer's top-ups, for the method whose top-up waits for it. */
const passAnswers = {
  'socket.topUpPaid': { actions: 'passToMethod' },
  'socket.topUpRejected': { actions: 'passToMethod' },
  'socket.resynced': { actions: 'passToMethod' },
} as const

/**
 * The recharge screen (SPEC 2 "Recharge"): the customer chooses how to fill the wallet, and the
 * chosen method runs as a child machine of its own (rechargeQr, rechargeCoupon,
 * rechargePhoneCard, rechargeMobileMoney), which the screen's form talks to. Each ends in the same outcomes: credited,
 * waiting (the answer comes live), refused, or failed with what was typed kept.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    input: {} as RechargeInput,
    events: {} as RechargeEvent,
    children: {} as RechargeChildren,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.chooseMethod': {
        description:
          'The customer picks a recharge method: QR, coupon, phone card, or mobile money when the shop has an account.',
      },
      ...topUpAnswerDescriptions,
    },
  } satisfies EventSchemas<RechargeEvent>,
  actors: {
    rechargeQr: rechargeQrMachine,
    rechargeCoupon: rechargeCouponMachine,
    rechargePhoneCard: rechargePhoneCardMachine,
    rechargeMobileMoney: rechargeMobileMoneyMachine,
  },
  actions: {
    /** The child runs under the method's name (`RechargeChildren`). */
    passToMethod: forwardTo(({ context }) => context.method ?? ''),
    setMethod: assign({
      method: ({ event }) => {
        assertEvent(event, 'user.chooseMethod')
        return event.method
      },
    }),
  },
  guards: {
    choosesAnother: ({ context, event }, { method }: { method: RechargeMethod }) => {
      assertEvent(event, 'user.chooseMethod')
      const offered = method !== 'mobileMoney' || context.mobileMoney !== null
      return offered && event.method === method && context.method !== method
    },
  },
}).createMachine({
  id: 'recharge',
  description:
    'The recharge screen: a method is chosen and runs as a machine of its own, which enters and sends what the method needs; the socket’s word on a top-up goes to the method waiting for it.',
  context: ({ input }) => ({
    userId: input.userId,
    mobileMoney: input.mobileMoney,
    method: null,
  }),
  initial: 'choosing',
  // The method can be changed at any moment; its child stops, and a request under way is
  // abandoned (the backend still credits what it accepted, and the top bar follows the socket).
  on: {
    'user.chooseMethod': [
      choose('qr'),
      choose('coupon'),
      choose('phoneCard'),
      choose('mobileMoney', {
        spec: 'docs/decisions.md Mobile money: offered only when the shop has an account',
      }),
    ],
  },
  states: {
    choosing: {
      description:
        'Nothing chosen yet: the screen shows the recharge methods only (QR, coupon, phone card, and mobile money when the shop has an account), with no form.',
    },
    qr: {
      description:
        "The customer chose a bank transfer by QR: the QR's own machine (rechargeQr) runs the form, and the socket's word on its top-up is passed to it.",
      invoke: {
        src: 'rechargeQr',
        id: 'qr',
        input: ({ context }) => ({ userId: context.userId }),
      },
      on: passAnswers,
    },
    coupon: {
      description:
        "The customer chose a coupon code: the coupon's own machine (rechargeCoupon) runs the form; a coupon is credited at once, so nothing waits for the socket.",
      invoke: { src: 'rechargeCoupon', id: 'coupon' },
    },
    phoneCard: {
      description:
        "The customer chose a prepaid phone card: the card's own machine (rechargePhoneCard) runs the form, and the socket's word on the card provider's answer is passed to it.",
      invoke: { src: 'rechargePhoneCard', id: 'phoneCard' },
      on: passAnswers,
    },
    mobileMoney: {
      description:
        "The customer chose mobile money (offered only when the shop has a mobile-money account): a transfer from the customer's phone, reported in the form of its own machine (rechargeMobileMoney) and confirmed by an operator at the desk, whose answer the socket brings.",
      invoke: {
        src: 'rechargeMobileMoney',
        id: 'mobileMoney',
        // Only chosen when the shop has an account (the choice's guard).
        input: ({ context }) => context.mobileMoney ?? { account: '', ussd: '' },
      },
      on: passAnswers,
    },
  },
})
