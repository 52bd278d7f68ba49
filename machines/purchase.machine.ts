import { assign, emit, fromPromise, not, setup } from 'xstate'
import { errorCodeOf, NO_ANSWER, type ErrorCode } from '../contract/error-code'

export type ProductKind = 'GAME' | 'VOUCHER'

/** A text in the three interface languages. */
export interface Names {
  lao: string
  thai: string
  english: string
}

export interface AccountField {
  /** The field's key as the product lists it: its Lao label, which the purchase sends back. */
  name: string
  /** Its label in each language ('User ID'). */
  labels: Names
  /** The hint shown as a placeholder ('e.g. 12345678'), in each language. */
  hints: Names
}

export interface PurchaseProduct {
  names: Names
  details: Names
  /** A path under the image base, or null for the placeholder. */
  image: string | null
  fields: AccountField[]
  /** The account fields take digits only (the Mobile Legends voucher type, SPEC 2). */
  numericFields: boolean
  /** The server select's options; empty when the game has no servers. */
  servers: Array<{ name: string; value: string }>
  /** Whether the backend can look the player up before any money moves. */
  playerCheck: boolean
}

export interface PurchasePacket {
  id: string
  names: Names
  icon: string | null
  amount: number
  /** Codes left (vouchers); null for game top-ups. */
  inStock: number | null
}

export interface LoadProductInput {
  kind: ProductKind
  productId: string
}

export interface LoadedProduct {
  product: PurchaseProduct
  packets: PurchasePacket[]
}

export interface PurchaseOrder {
  kind: ProductKind
  productId: string
  packetId: string
  fields: Array<{ name: string; value: string }>
  server: string | null
  /** One per confirmed attempt; a retry of the same attempt sends the same key. */
  attemptKey: string
}

/** What check-player needs: the order without its attempt key. */
export type PlayerLookup = Omit<PurchaseOrder, 'attemptKey'>

export interface PurchaseReceipt {
  /** The order's id, which its own page is opened by. */
  invoiceId: string
  /** The voucher code (vouchers only). */
  voucherCode: string | null
  walletAmount: number
}

/** Validation codes, checked in this order (SPEC 5). */
export const VALIDATION_PROBLEMS = {
  noPacket: 'PACKET_REQUIRED',
  emptyField: 'ACCOUNT_FIELDS_REQUIRED',
  noServer: 'SERVER_REQUIRED',
} as const

/**
 * Why a step failed, as a code the screen translates: the API's error codes (SPEC 8) or NO_ANSWER,
 * the validation codes of SPEC 5, and SESSION_EXPIRED for a session that can no longer be renewed.
 */
export type PurchaseProblem =
  ErrorCode | (typeof VALIDATION_PROBLEMS)[keyof typeof VALIDATION_PROBLEMS] | 'SESSION_EXPIRED'

/** Failures where the request may not have reached the shop: the same attempt can be sent again. */
const RETRYABLE_PROBLEMS: readonly PurchaseProblem[] = [NO_ANSWER, 'INTERNAL_ERROR']

export interface PurchaseInput {
  kind: ProductKind
  productId: string
  /** The wallet balance in kip when the screen opens, null when unknown; `wallet.changed` follows it. */
  balance: number | null
  /** The account values last used for this product on this device, by field name. */
  rememberedFields?: Record<string, string>
  rememberedServer?: string
}

export interface PurchaseContext {
  kind: ProductKind
  productId: string
  balance: number | null
  product: PurchaseProduct | null
  packets: PurchasePacket[]
  packetId: string | null
  fields: Record<string, string>
  server: string
  /** The player's name from check-player, shown on the review step. */
  playerName: string | null
  attemptKey: string | null
  problem: PurchaseProblem | null
  receipt: PurchaseReceipt | null
}

export type PurchaseEvent =
  | { type: 'user.selectPacket'; packetId: string }
  | { type: 'user.changeField'; name: string; value: string }
  | { type: 'user.selectServer'; server: string }
  | { type: 'user.submit' }
  /** Confirms the review; the screen makes the attempt's key (a UUID). */
  | { type: 'user.confirm'; attemptKey: string }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.dismiss' }
  /** The wallet balance the app knows changed (a top-up, a purchase, a fetch of the user). */
  | { type: 'wallet.changed'; balance: number | null }

export type PurchaseEmitted =
  | { type: 'purchase.problem'; problem: PurchaseProblem }
  | { type: 'purchase.succeeded'; kind: ProductKind }

/** The error an actor rejects with: the code the screen translates. */
export interface PurchaseFailure {
  code: PurchaseProblem
}

/**
 * A device remembered account fields under their English label ('User ID') before they were keyed
 * by their Lao one: such a value fills the field it was typed for, so a returning customer's id
 * still comes back.
 */
function keyedByFieldName(
  fields: readonly AccountField[],
  values: Record<string, string>,
): Record<string, string> {
  const keyed = { ...values }
  for (const { name, labels } of fields) {
    const remembered = labels.english ? values[labels.english] : undefined
    if (keyed[name] === undefined && remembered !== undefined) keyed[name] = remembered
  }
  return keyed
}

function hasServer(product: PurchaseProduct | null, server: string): boolean {
  return !!product?.servers.some((option) => option.value === server)
}

function trimmedFields(context: PurchaseContext) {
  return (context.product?.fields ?? []).map((field) => ({
    name: field.name,
    value: (context.fields[field.name] ?? '').trim(),
  }))
}

/** What the purchase sends, read from the form; only called once validation has passed. */
export function orderOf(context: PurchaseContext): Omit<PurchaseOrder, 'attemptKey'> {
  return {
    kind: context.kind,
    productId: context.productId,
    packetId: context.packetId ?? '',
    fields: trimmedFields(context),
    server: context.product?.servers.length ? context.server : null,
  }
}

/**
 * Buying one game top-up or voucher from the wallet: the form, its checks in SPEC 5's order, the
 * player look-up and review of DECISIONS before any money moves, one request per attempt.
 */
export const purchaseMachine = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    emitted: {} as PurchaseEmitted,
  },
  actors: {
    loadProduct: fromPromise<LoadedProduct, LoadProductInput>(() =>
      Promise.reject<LoadedProduct>({ code: 'NOT_IMPLEMENTED' }),
    ),
    checkPlayer: fromPromise<{ playerName: string }, PlayerLookup>(() =>
      Promise.reject<{ playerName: string }>({ code: 'NOT_IMPLEMENTED' }),
    ),
    submitPurchase: fromPromise<PurchaseReceipt, PurchaseOrder>(() =>
      Promise.reject<PurchaseReceipt>({ code: 'NOT_IMPLEMENTED' }),
    ),
  },
  actions: {
    /** Keeps the account values that just bought something, to offer them next time. */
    rememberAccount: () => {},
    /**
     * After a purchase the form starts over (SPEC 4 clears the account inputs; DECISIONS: "form
     * reset, packages and balance fetched again"). The account is remembered for the next visit.
     */
    resetForm: assign({
      packetId: null,
      fields: {},
      server: '',
      playerName: null,
      attemptKey: null,
    }),
    /** The purchase answered the new balance: the app keeps it, so the top bar shows it. */
    refreshWallet: () => {},
  },
  guards: {
    hasNoPacket: ({ context }) => !context.packets.some((packet) => packet.id === context.packetId),
    hasEmptyField: ({ context }) => trimmedFields(context).some((field) => !field.value),
    hasNoServer: ({ context }) =>
      (context.product?.servers.length ?? 0) > 0 && !hasServer(context.product, context.server),
    supportsPlayerCheck: ({ context }) => context.kind === 'GAME' && !!context.product?.playerCheck,
    /** A voucher's answer carries its code; a game top-up's does not. */
    issuedVoucherCode: (_, receipt: PurchaseReceipt) => receipt.voucherCode !== null,
    /** The package costs more than the known balance; an unknown balance is left to the server. */
    cannotAfford: ({ context }) => {
      const packet = context.packets.find((candidate) => candidate.id === context.packetId)
      return context.balance !== null && packet !== undefined && packet.amount > context.balance
    },
    isRetryable: ({ context }) =>
      context.attemptKey !== null &&
      context.problem !== null &&
      RETRYABLE_PROBLEMS.includes(context.problem),
  },
  delays: {
    /** SPEC 9: the page reloads 2 s after a game top-up. */
    reloadAfterTopUp: 2_000,
  },
}).createMachine({
  id: 'purchase',
  description:
    "Buying a game top-up or voucher from the wallet: the form's checks, the player look-up and review, one request per attempt.",
  context: ({ input }) => ({
    kind: input.kind,
    productId: input.productId,
    balance: input.balance,
    product: null,
    packets: [],
    packetId: null,
    fields: { ...input.rememberedFields },
    server: input.rememberedServer ?? '',
    playerName: null,
    attemptKey: null,
    problem: null,
    receipt: null,
  }),
  initial: 'loading',
  on: {
    'wallet.changed': { actions: assign({ balance: ({ event }) => event.balance }) },
  },
  states: {
    /** Fetches the product and its packages; entered first and again after a purchase. */
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ kind: context.kind, productId: context.productId }),
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => ({
            product: event.output.product,
            packets: event.output.packets,
            fields: keyedByFieldName(event.output.product.fields, context.fields),
            // A package that is gone after the reload is no longer chosen.
            packetId: event.output.packets.some((packet) => packet.id === context.packetId)
              ? context.packetId
              : null,
            server: hasServer(event.output.product, context.server) ? context.server : '',
            problem: null,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ problem: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** The product could not be loaded (NOT_FOUND, or the network): retry or leave. */
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ problem: null }) } },
    },
    /** The customer fills the form. Any change clears the last problem shown. */
    form: {
      initial: 'ready',
      on: {
        'user.selectPacket': {
          target: '.ready',
          actions: assign({ packetId: ({ event }) => event.packetId, problem: null }),
        },
        'user.changeField': {
          target: '.ready',
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.name]: event.value }),
            problem: null,
          }),
        },
        'user.selectServer': {
          target: '.ready',
          actions: assign({ server: ({ event }) => event.server, problem: null }),
        },
        'user.submit': { target: 'validating', actions: assign({ problem: null }) },
      },
      states: {
        ready: {},
        /**
         * The last step was refused: by a check of SPEC 5, the player look-up or the purchase
         * itself. The inputs are kept; `problem` says why. A failure where the answer may have
         * been lost can be retried with the same key, so it is never bought twice.
         */
        failed: {
          on: {
            'user.retry': {
              guard: 'isRetryable',
              target: '#purchase.submitting',
              actions: assign({ problem: null }),
            },
          },
        },
      },
    },
    /** SPEC 5's checks, in its order; passes straight on to the look-up or the review. */
    validating: {
      always: [
        {
          guard: 'hasNoPacket',
          target: 'form.failed',
          actions: [
            assign({ problem: VALIDATION_PROBLEMS.noPacket }),
            emit({ type: 'purchase.problem', problem: VALIDATION_PROBLEMS.noPacket }),
          ],
        },
        {
          guard: 'hasEmptyField',
          target: 'form.failed',
          actions: [
            assign({ problem: VALIDATION_PROBLEMS.emptyField }),
            emit({ type: 'purchase.problem', problem: VALIDATION_PROBLEMS.emptyField }),
          ],
        },
        {
          guard: 'hasNoServer',
          target: 'form.failed',
          actions: [
            assign({ problem: VALIDATION_PROBLEMS.noServer }),
            emit({ type: 'purchase.problem', problem: VALIDATION_PROBLEMS.noServer }),
          ],
        },
        { guard: 'supportsPlayerCheck', target: 'checkingPlayer' },
        { target: 'reviewing', actions: assign({ playerName: null }) },
      ],
    },
    /** Asks the game who the account belongs to; a wrong id stops here, before any money moves. */
    checkingPlayer: {
      invoke: {
        id: 'checkPlayer',
        src: 'checkPlayer',
        input: ({ context }) => orderOf(context),
        onDone: {
          target: 'reviewing',
          actions: assign({ playerName: ({ event }) => event.output.playerName }),
        },
        onError: {
          target: 'form.failed',
          actions: [
            assign({ problem: ({ event }) => errorCodeOf(event.error) }),
            emit(({ event }) => ({ type: 'purchase.problem', problem: errorCodeOf(event.error) })),
          ],
        },
      },
    },
    /** DECISIONS' review step: what will be bought, for whom, and the balance after. */
    reviewing: {
      initial: 'confirming',
      on: { 'user.back': 'form.ready' },
      states: {
        /** The known balance pays for the package: the customer may confirm. */
        confirming: {
          always: { guard: 'cannotAfford', target: 'shortOfFunds' },
          on: {
            'user.confirm': {
              target: '#purchase.submitting',
              actions: assign({ attemptKey: ({ event }) => event.attemptKey }),
            },
          },
        },
        /**
         * The package costs more than the known balance: nothing can be confirmed, the screen shows
         * the shortfall and the way to Recharge. A top-up that lands meanwhile (`wallet.changed`)
         * makes it payable again.
         */
        shortOfFunds: {
          always: { guard: not('cannotAfford'), target: 'confirming' },
        },
      },
    },
    /** The purchase request is in flight. No event starts another one. */
    submitting: {
      invoke: {
        id: 'submitPurchase',
        src: 'submitPurchase',
        input: ({ context }) => ({ ...orderOf(context), attemptKey: context.attemptKey ?? '' }),
        onDone: [
          {
            guard: { type: 'issuedVoucherCode', params: ({ event }) => event.output },
            target: 'voucherIssued',
            actions: [
              assign({ receipt: ({ event }) => event.output }),
              'rememberAccount',
              'refreshWallet',
              'resetForm',
              emit({ type: 'purchase.succeeded', kind: 'VOUCHER' }),
            ],
          },
          {
            target: 'toppedUp',
            actions: [
              assign({ receipt: ({ event }) => event.output }),
              'rememberAccount',
              'refreshWallet',
              'resetForm',
              emit({ type: 'purchase.succeeded', kind: 'GAME' }),
            ],
          },
        ],
        onError: {
          target: 'form.failed',
          actions: [
            assign({ problem: ({ event }) => errorCodeOf(event.error) }),
            emit(({ event }) => ({ type: 'purchase.problem', problem: errorCodeOf(event.error) })),
          ],
        },
      },
    },
    /** A game top-up went through: the fields are cleared; the data reloads after 2 s (SPEC 4). */
    toppedUp: {
      after: { reloadAfterTopUp: 'loading' },
    },
    /** A voucher was bought: its code stays on screen until the customer closes it (SPEC 4). */
    voucherIssued: {
      on: { 'user.dismiss': 'loading' },
    },
  },
})
