import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import type {
  CouponCredit,
  RechargeCouponContext,
  RechargeCouponEvent,
} from './recharge-coupon.types'
import { hasCouponCode } from './recharge-inputs'
import type { RechargeCredited } from './recharge-outcome'

const redeemed = {
  spec: 'docs/decisions.md Coupon codes: credited at once, refused codes kept as typed',
} as const

/** A coupon code (SPEC 2 "Recharge"), credited to the wallet at once. */
export const rechargeCouponMachine = setup({
  types: {
    context: {} as RechargeCouponContext,
    events: {} as RechargeCouponEvent,
    emitted: {} as RechargeCredited,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.changeCode': {
        description:
          'The customer types the coupon code (12 characters, shown as XXXX-XXXX-XXXX; case, spaces and dashes are ignored).',
      },
      'user.submit': { description: 'The customer sends the code to be redeemed.' },
    },
  } satisfies EventSchemas<RechargeCouponEvent>,
  actors: {
    redeemCoupon: fromPromise<CouponCredit, { code: string }>(() =>
      Promise.reject(new Error('redeemCoupon is not provided')),
    ),
  },
  actions: {
    /** The screen shows the credit as a notice (the shell keeps the top bar's balance). */
    announceCredit: emit(({ context }) => ({
      type: 'recharge.credited' as const,
      amount: context.credit?.amount ?? 0,
    })),
    /** The app writes the answer's balance to the session: the top bar follows at once. */
    refreshWallet: () => {},
    setCode: assign(({ event }) => {
      assertEvent(event, 'user.changeCode')
      return { code: event.value, codeMissing: false }
    }),
    setErrorCode: assign({
      errorCode: (_, { error }: { error: unknown }) => errorCodeOf(error),
    }),
    keepCredit: assign({ credit: (_, { credit }: { credit: CouponCredit }) => credit, code: '' }),
  },
  guards: {
    hasCode: ({ context }) => hasCouponCode(context.code),
  },
}).createMachine({
  id: 'rechargeCoupon',
  description:
    'A coupon top-up: a code is typed and sent, and the wallet is credited at once, or the code is refused and kept as typed.',
  context: { code: '', codeMissing: false, credit: null, errorCode: null },
  initial: 'entering',
  states: {
    entering: {
      description:
        'The coupon code field. After a send with the field empty it says "enter a code" until the customer types.',
      on: {
        'user.changeCode': { actions: 'setCode' },
        'user.submit': [
          { guard: 'hasCode', target: 'sending' },
          { actions: assign({ codeMissing: true }) },
        ],
      },
    },
    sending: {
      description: "The code was sent to be redeemed; the shop waits for the backend's answer.",
      entry: assign({ errorCode: null, credit: null }),
      invoke: {
        src: 'redeemCoupon',
        id: 'redeemCoupon',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'credited',
          actions: { type: 'keepCredit', params: ({ event }) => ({ credit: event.output }) },
          meta: redeemed,
        },
        onError: {
          target: 'refused',
          actions: { type: 'setErrorCode', params: ({ event }) => ({ error: event.error }) },
          meta: redeemed,
        },
      },
    },
    credited: {
      description:
        "The wallet holds the coupon's amount: a notice shows it, the top bar's balance follows at once, and the field is empty for the next code.",
      entry: ['refreshWallet', 'announceCredit'],
      on: { 'user.changeCode': { target: 'entering', actions: 'setCode' } },
    },
    refused: {
      description:
        'The code was wrong, already used or expired, there were too many tries, or no answer came: the reason shows, and the code is kept as typed, to fix or to send again as it is.',
      on: {
        'user.changeCode': { target: 'entering', actions: 'setCode' },
        'user.submit': { target: 'sending' },
      },
    },
  },
})
