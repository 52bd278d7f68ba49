import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'

/** What a redeemed coupon did: the amount credited and the wallet's new balance. */
export interface CouponCredit {
  amount: number
  walletAmount: number
}

export interface CouponContext {
  code: string
  /** Set when the customer sent nothing; cleared as they type. */
  codeMissing: boolean
  credit: CouponCredit | null
  /** Why the backend refused the code (wrong, used, expired, too many tries) or no answer came. */
  errorCode: ErrorCode | null
}

export type CouponEvent = { type: 'user.changeCode'; value: string } | { type: 'user.submit' }

/** The backend ignores case, spaces and dashes; so does the check for an empty code. */
export function hasCouponCode(code: string): boolean {
  return code.replace(/[\s-]/g, '') !== ''
}

/**
 * Redeeming a coupon code on the recharge screen: the customer types it and sends it; the backend
 * credits the wallet at once or refuses the code. A refused code stays in the field as typed.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
  },
  actors: {
    redeemCoupon: fromPromise<CouponCredit, { code: string }>(() =>
      Promise.reject(new Error('redeemCoupon is not provided')),
    ),
  },
  actions: {
    setCode: assign(({ event }) => {
      assertEvent(event, 'user.changeCode')
      return { code: event.value, codeMissing: false }
    }),
    /** The app writes the answer's balance to the session: the top bar follows at once. */
    refreshWallet: () => {},
    /** The app shows the credit as a notice. */
    announceCredit: () => {},
  },
  guards: {
    hasCode: ({ context }) => hasCouponCode(context.code),
  },
}).createMachine({
  id: 'coupon',
  description:
    'A coupon code is typed and sent; the wallet is credited at once, or the code is refused and kept as typed.',
  context: { code: '', codeMissing: false, credit: null, errorCode: null },
  initial: 'editing',
  states: {
    /** The code field, with "enter a code" after an empty send until the customer types. */
    editing: {
      on: {
        'user.changeCode': { actions: 'setCode' },
        'user.submit': [
          { guard: 'hasCode', target: 'redeeming' },
          { actions: assign({ codeMissing: true }) },
        ],
      },
    },
    redeeming: {
      entry: assign({ errorCode: null, credit: null }),
      invoke: {
        src: 'redeemCoupon',
        id: 'redeemCoupon',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'credited',
          actions: assign({ credit: ({ event }) => event.output, code: '' }),
        },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** The wallet holds the coupon's amount; the field is empty for the next code. */
    credited: {
      entry: ['refreshWallet', 'announceCredit'],
      on: { 'user.changeCode': { target: 'editing', actions: 'setCode' } },
    },
    /**
     * Wrong, used or expired, too many tries, or no answer: the code is kept as typed, to fix (back
     * to editing) or to send again as it is.
     */
    refused: {
      on: {
        'user.changeCode': { target: 'editing', actions: 'setCode' },
        'user.submit': { target: 'redeeming' },
      },
    },
  },
})
