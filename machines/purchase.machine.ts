import { assign, not, setup } from 'xstate'
import { purchaseActions } from './purchase-actions'
import {
  answerChecks,
  answered,
  bought,
  delivered,
  paid,
  purchaseRequests,
  read,
  refundedSince,
  refundedWhileAway,
  refusedPurchase,
  refused,
  waitingOrder,
} from './purchase-answers'
import { failedCheck, formChecks, freshPurchase, orderOf, withLoadedProduct } from './purchase-form'
import {
  VALIDATION_PROBLEMS,
  type PurchaseContext,
  type PurchaseEmitted,
  type PurchaseEvent,
  type PurchaseInput,
} from './purchase.types'

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
  actors: purchaseRequests,
  actions: purchaseActions,
  guards: { ...formChecks, ...answerChecks },
  delays: {
    /** SPEC 9: the page reloads 2 s after a game top-up. */
    reloadAfterTopUp: 2_000,
    /** A waiting order's status is read again this often, in case the socket's verdict was missed. */
    recheckOrder: 20_000,
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
        onError: { target: 'loadFailed', actions: refused },
      },
    },
    /** The product could not be loaded (NOT_FOUND, or the network): retry or leave. */
    loadFailed: {
      on: { 'user.retry': { target: 'loading', actions: 'clearProblem' } },
    },
    /** The customer fills the form. Any change clears the last problem shown. */
    form: {
      initial: 'ready',
      on: {
        'user.selectPacket': { target: '.ready', actions: ['choosePacket', 'clearProblem'] },
        'user.changeField': { target: '.ready', actions: ['editField', 'clearProblem'] },
        'user.selectServer': { target: '.ready', actions: ['chooseServer', 'clearProblem'] },
        'user.submit': { target: 'validating', actions: 'clearProblem' },
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
              actions: 'clearProblem',
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
        onError: { target: 'form.failed', actions: refused },
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
          // First: a voucher refunded since still carries its code, which no longer counts.
          {
            guard: { type: 'refundedSince', params: answered },
            target: 'orderRefunded',
            actions: refundedSince,
          },
          {
            guard: { type: 'issuedVoucherCode', params: answered },
            target: 'voucherIssued',
            actions: bought('VOUCHER'),
          },
          {
            guard: { type: 'awaitsSupplier', params: answered },
            target: 'awaitingSupplier',
            actions: paid,
          },
          { target: 'toppedUp', actions: bought('GAME') },
        ],
        onError: { target: 'form.failed', actions: refusedPurchase },
      },
    },
    /**
     * The game top-up is paid and sent to the game, whose supplier has not confirmed it yet: the
     * screen shows the order's number and its page. Left on the supplier's verdict on this order
     * (`socket.orderDelivered`, `socket.orderRefunded`: the flow's hook sends them from the socket),
     * on the same verdict read from the order's page, or when the customer moves on; history and the
     * order's page follow the order meanwhile.
     */
    awaitingSupplier: {
      description:
        "Paid and sent to the game; settled by the socket's verdict, or by the order's status read again after a reconnect or a while.",
      initial: 'listening',
      on: {
        'socket.orderDelivered': {
          guard: 'concernsReceipt',
          target: 'toppedUp',
          actions: delivered,
        },
        'socket.orderRefunded': {
          guard: 'concernsReceipt',
          target: 'orderRefunded',
          actions: 'announceRefund',
        },
        'socket.reconnected': '.readingOrder',
        'user.dismiss': 'loading',
      },
      states: {
        /** Waits for the socket; reads the order itself after `recheckOrder`. */
        listening: { after: { recheckOrder: 'readingOrder' } },
        /**
         * Reads the order's status: entered after a (re)connect, whose socket may have missed the
         * verdict, or after `recheckOrder`. Left settled, or back to listening while the supplier
         * has not answered or the read failed.
         */
        readingOrder: {
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: waitingOrder,
            onDone: [
              {
                guard: { type: 'readDelivered', params: read },
                target: '#purchase.toppedUp',
                actions: delivered,
              },
              {
                guard: { type: 'readRefunded', params: read },
                target: '#purchase.orderRefunded',
                actions: refundedWhileAway,
              },
              { target: 'listening' },
            ],
            onError: 'listening',
          },
        },
      },
    },
    /** The waiting order was refunded: its price is back in the wallet; closing forgets it. */
    orderRefunded: { on: { 'user.dismiss': { target: 'loading', actions: 'forgetOrder' } } },
    /** A game top-up went through: the fields are cleared; the data reloads after 2 s (SPEC 4). */
    toppedUp: { after: { reloadAfterTopUp: 'loading' } },
    /** A voucher was bought: its code stays on screen until the customer closes it (SPEC 4). */
    voucherIssued: { on: { 'user.dismiss': 'loading' } },
  },
})
