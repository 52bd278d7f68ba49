import { assign, emit, fromPromise, not, setup } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import {
  cannotAfford,
  EMPTY_FORM,
  freshPurchase,
  isRetryable,
  lacksServer,
  orderOf,
  trimmedFields,
  withLoadedProduct,
} from './purchase-form'
import {
  VALIDATION_PROBLEMS,
  type LoadedProduct,
  type LoadProductInput,
  type PlayerLookup,
  type PurchaseContext,
  type PurchaseEmitted,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseOrder,
  type PurchaseProblem,
  type PurchaseReceipt,
  type ProductKind,
} from './purchase.types'

/** A request the app supplies with `.provide()`; the machine's own version fails. */
const providedByTheApp = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => Promise.reject({ code: 'NOT_IMPLEMENTED' }))

/** A failed request's code, as the `refuse` action takes it. */
const refusedWith = ({ event }: { event: { error: unknown } }) => ({
  errorCode: errorCodeOf(event.error),
})

/** A check of SPEC 5 that fails: the form shows why. */
const failedCheck = (
  guard: 'hasNoPacket' | 'hasEmptyField' | 'hasNoServer',
  errorCode: PurchaseProblem,
) => ({ guard, target: 'form.failed', actions: { type: 'refuse', params: { errorCode } } }) as const

/** The purchase went through: what a voucher or a game top-up leaves behind is the same. */
const bought = (kind: ProductKind) =>
  [
    'rememberAccount',
    'refreshWallet',
    'resetForm',
    { type: 'announcePurchase', params: { kind } },
  ] as const

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
    loadProduct: providedByTheApp<LoadedProduct, LoadProductInput>(),
    checkPlayer: providedByTheApp<{ playerName: string | null }, PlayerLookup>(),
    submitPurchase: providedByTheApp<PurchaseReceipt, PurchaseOrder>(),
  },
  actions: {
    /** Keeps the account values that just bought something, to offer them next time. */
    rememberAccount: () => {},
    /** The purchase answered the new balance: the app keeps it, so the top bar shows it. */
    refreshWallet: () => {},
    /** The step was refused: the form keeps the code, to show why. */
    refuse: assign({ errorCode: (_, { errorCode }: { errorCode: PurchaseProblem }) => errorCode }),
    /** The screen is told at once, whichever step was refused. */
    announceProblem: emit(({ context }) => ({
      type: 'purchase.problem' as const,
      errorCode: context.errorCode!,
    })),
    /**
     * After a purchase the form starts over (SPEC 4 clears the account inputs; DECISIONS: "form
     * reset, packages and balance fetched again"). The account is remembered for the next visit.
     */
    resetForm: assign(EMPTY_FORM),
    announcePurchase: emit((_, { kind }: { kind: ProductKind }) => ({
      type: 'purchase.succeeded' as const,
      kind,
    })),
  },
  guards: {
    hasNoPacket: ({ context }) => !context.packets.some((packet) => packet.id === context.packetId),
    hasEmptyField: ({ context }) => trimmedFields(context).some((field) => !field.value),
    hasNoServer: ({ context }) => lacksServer(context),
    supportsPlayerCheck: ({ context }) => context.kind === 'GAME' && !!context.product?.playerCheck,
    /** A voucher's answer carries its code; a game top-up's does not. */
    issuedVoucherCode: (_, receipt: PurchaseReceipt) => receipt.voucherCode !== null,
    /** The package costs more than the known balance; an unknown balance is left to the server. */
    cannotAfford: ({ context }) => cannotAfford(context),
    /** The answer may have been lost: the same attempt can be sent again, never bought twice. */
    isRetryable: ({ context }) => isRetryable(context),
  },
  delays: {
    /** SPEC 9: the page reloads 2 s after a game top-up. */
    reloadAfterTopUp: 2_000,
  },
}).createMachine({
  id: 'purchase',
  description:
    "Buying a game top-up or voucher from the wallet: the form's checks, the player look-up and review, one request per attempt.",
  context: ({ input }) => freshPurchase(input),
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
          actions: assign(({ context, event }) => withLoadedProduct(context, event.output)),
        },
        // The screen shows the failure in place of the form: nothing to announce.
        onError: {
          target: 'loadFailed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** The product could not be loaded (NOT_FOUND, or the network): retry or leave. */
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: assign({ errorCode: null }) } },
    },
    /** The customer fills the form. Any change clears the last problem shown. */
    form: {
      initial: 'ready',
      on: {
        'user.selectPacket': {
          target: '.ready',
          actions: assign({ packetId: ({ event }) => event.packetId, errorCode: null }),
        },
        'user.changeField': {
          target: '.ready',
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.name]: event.value }),
            errorCode: null,
          }),
        },
        'user.selectServer': {
          target: '.ready',
          actions: assign({ server: ({ event }) => event.server, errorCode: null }),
        },
        'user.submit': { target: 'validating', actions: assign({ errorCode: null }) },
      },
      states: {
        ready: {},
        /**
         * The last step was refused: by a check of SPEC 5, the player look-up or the purchase
         * itself. The inputs are kept; `errorCode` says why. A failure where the answer may have
         * been lost can be retried with the same key, so it is never bought twice.
         */
        failed: {
          entry: 'announceProblem',
          on: {
            'user.retry': {
              guard: 'isRetryable',
              target: '#purchase.submitting',
              actions: assign({ errorCode: null }),
            },
          },
        },
      },
    },
    /** SPEC 5's checks, in its order; passes straight on to the look-up or the review. */
    validating: {
      always: [
        failedCheck('hasNoPacket', VALIDATION_PROBLEMS.noPacket),
        failedCheck('hasEmptyField', VALIDATION_PROBLEMS.emptyField),
        failedCheck('hasNoServer', VALIDATION_PROBLEMS.noServer),
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
        onError: { target: 'form.failed', actions: { type: 'refuse', params: refusedWith } },
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
        shortOfFunds: { always: { guard: not('cannotAfford'), target: 'confirming' } },
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
            actions: [assign({ receipt: ({ event }) => event.output }), ...bought('VOUCHER')],
          },
          {
            target: 'toppedUp',
            actions: [assign({ receipt: ({ event }) => event.output }), ...bought('GAME')],
          },
        ],
        onError: { target: 'form.failed', actions: { type: 'refuse', params: refusedWith } },
      },
    },
    /** A game top-up went through: the fields are cleared; the data reloads after 2 s (SPEC 4). */
    toppedUp: { after: { reloadAfterTopUp: 'loading' } },
    /** A voucher was bought: its code stays on screen until the customer closes it (SPEC 4). */
    voucherIssued: { on: { 'user.dismiss': 'loading' } },
  },
})
