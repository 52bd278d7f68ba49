import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { errorCodeOf, type ErrorCode } from '../contract/error-code'
import type { EventSchemas, TransitionMeta } from './chart-notes'
import { MAXIMUM_TOPUP_KIP } from '../contract/shop-rules'

/** The most codes one batch mints (openapi.yaml's CouponMintRequest.count). */
export const MAX_COUPONS_PER_BATCH = 500
/** The smallest coupon, in kip (openapi.yaml's CouponMintRequest.amount). */
export const MINIMUM_COUPON_KIP = 1_000

export interface MintForm {
  count: string
  amount: string
  /** The last day the codes can be redeemed, yyyy-MM-dd in the shop's time zone. */
  lastDay: string
}

export type MintField = keyof MintForm

export interface MintRequest {
  count: number
  amount: number
  expiresAt: string
}

export interface MintedBatch {
  batchId: string
  amount: number
  expiresAt: string
  codes: string[]
}

export interface CouponMintContext {
  form: MintForm
  /** The fields that were not acceptable at the last send. */
  problems: MintField[]
  batch: MintedBatch | null
  errorCode: ErrorCode | null
}

export type CouponMintEvent =
  | { type: 'user.change'; field: MintField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  /** The operator is done with the codes shown (downloaded or copied): the form comes back. */
  | { type: 'user.mintMore' }

const wholeNumber = (text: string): number | null => {
  const compact = text.replace(/[\s,]/g, '')
  return /^\d{1,12}$/.test(compact) ? Number(compact) : null
}

/**
 * The request the form stands for, or the fields that stop it. The codes stop working at the end
 * of the last day in Vientiane (UTC+7 all year).
 */
export function mintRequestOf(form: MintForm): MintRequest | MintField[] {
  const count = wholeNumber(form.count)
  const amount = wholeNumber(form.amount)
  const lastDay = /^\d{4}-\d{2}-\d{2}$/.test(form.lastDay)
    ? new Date(`${form.lastDay}T23:59:59.999+07:00`)
    : null
  const problems: MintField[] = []
  if (count === null || count < 1 || count > MAX_COUPONS_PER_BATCH) problems.push('count')
  if (amount === null || amount < MINIMUM_COUPON_KIP || amount > MAXIMUM_TOPUP_KIP)
    problems.push('amount')
  if (!lastDay || Number.isNaN(lastDay.getTime())) problems.push('lastDay')
  if (problems.length > 0 || count === null || amount === null || !lastDay) return problems
  return { count, amount, expiresAt: lastDay.toISOString() }
}

const mintBounds = {
  spec: 'docs/decisions.md Coupon codes: minting 1 to 500 codes of 1,000 kip to the top-up maximum',
} as const

/**
 * Minting a batch of coupon codes at the desk: how many, of what amount, until when. The codes come
 * back once; the desk shows them (and offers them as CSV) until the operator starts another batch.
 */
export const couponMintMachine = setup({
  types: {
    context: {} as CouponMintContext,
    events: {} as CouponMintEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'user.change': {
        description:
          'The operator types in one field: how many codes, their amount, or their last day (yyyy-MM-dd).',
      },
      'user.submit': { description: 'The operator asks for the batch to be minted.' },
      'user.retry': {
        description: 'The operator taps "Try again" after the mint failed, with the form as it is.',
      },
      'user.mintMore': {
        description:
          'The operator is done with the codes shown (downloaded or copied) and wants the form back.',
      },
    },
  } satisfies EventSchemas<CouponMintEvent>,
  actors: {
    mintCoupons: fromPromise<MintedBatch, MintRequest>(() =>
      Promise.reject(new Error('mintCoupons is not provided')),
    ),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'user.change')
      return {
        form: { ...context.form, [event.field]: event.value },
        problems: context.problems.filter((field) => field !== event.field),
      }
    }),
  },
  guards: {
    formAcceptable: ({ context }) => !Array.isArray(mintRequestOf(context.form)),
  },
}).createMachine({
  id: 'couponMint',
  description:
    'An operator mints a batch of coupon codes of one amount and expiry; the codes are shown once, with a CSV.',
  context: {
    form: { count: '', amount: '', lastDay: '' },
    problems: [],
    batch: null,
    errorCode: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: how many codes (1 to 500), of what amount (1,000 to 100,000,000 kip) and the last day they can be redeemed (they stop working at the end of that day, Vientiane time). The fields the last send refused stay marked until they change.',
      on: {
        'user.change': { actions: 'setField' },
        'user.submit': [
          { guard: 'formAcceptable', target: 'minting', meta: mintBounds },
          {
            actions: assign({
              problems: ({ context }) => mintRequestOf(context.form) as MintField[],
            }),
            meta: mintBounds,
          },
        ],
      },
    },
    minting: {
      description: 'The batch is being minted; the form waits.',
      entry: assign({ errorCode: null }),
      invoke: {
        src: 'mintCoupons',
        id: 'mintCoupons',
        input: ({ context }) => mintRequestOf(context.form) as MintRequest,
        onDone: { target: 'minted', actions: assign({ batch: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    minted: {
      description:
        'The codes are on screen, this once, with a CSV to download; they are not shown again. Minting more brings back the form as it was filled.',
      on: { 'user.mintMore': { target: 'editing', actions: assign({ batch: null }) } },
    },
    failed: {
      description:
        'The mint was refused or got no answer: the error shows, and the form is kept for a retry or a change.',
      on: {
        'user.retry': { target: 'minting' },
        'user.change': { target: 'editing', actions: 'setField' },
      },
    },
  },
})
