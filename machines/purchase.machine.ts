import { assign, not, setup } from 'xstate'
import type { TransitionMeta } from './chart-notes'
import { purchaseActions } from './purchase-actions'
import * as answers from './purchase-answers'
import { failedCheck, formChecks, freshPurchase, orderOf, withLoadedProduct } from './purchase-form'
import { purchaseEventSchemas, rules } from './purchase-notes'
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
    transitionMeta: {} as TransitionMeta,
  },
  schemas: purchaseEventSchemas,
  actors: answers.purchaseRequests,
  actions: purchaseActions,
  guards: { ...formChecks, ...answers.answerChecks },
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
  on: { 'wallet.changed': { actions: assign({ balance: ({ event }) => event.balance }) } },
  states: {
    loading: {
      description:
        'The product and its packages are being fetched. Entered first, and again after every purchase, so the form starts over with fresh packages and balance.',
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ kind: context.kind, productId: context.productId }),
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => withLoadedProduct(context, event.output)),
        },
        // The screen shows the failure in place of the form: nothing to announce.
        onError: { target: 'loadFailed', actions: answers.refused },
      },
    },
    loadFailed: {
      description:
        'The product could not be loaded (it does not exist, or the network failed): the screen shows the failure in place of the form; the customer can retry or leave.',
      on: { 'user.retry': { target: 'loading', actions: 'clearProblem' } },
    },
    form: {
      description:
        'The customer fills the form: picks a package, types the account fields, picks a server where the game has them. Any change clears the last problem shown; submitting runs the checks.',
      initial: 'ready',
      on: {
        'user.selectPacket': { target: '.ready', actions: ['choosePacket', 'clearProblem'] },
        'user.changeField': { target: '.ready', actions: ['editField', 'clearProblem'] },
        'user.selectServer': { target: '.ready', actions: ['chooseServer', 'clearProblem'] },
        'user.submit': { target: 'validating', actions: 'clearProblem' },
      },
      states: {
        ready: {
          description: 'The form as the customer fills it, with no problem shown.',
        },
        failed: {
          description:
            'The last step was refused (a check of SPEC 5, the player look-up or the purchase itself): the inputs are kept and the screen says why. A failure where the answer may have been lost can be retried with the same attempt, so it is never bought twice.',
          entry: 'announceProblem',
          on: {
            'user.retry': {
              guard: 'isRetryable',
              target: '#purchase.submitting',
              actions: 'clearProblem',
              meta: rules.oneRequest,
            },
          },
        },
      },
    },
    validating: {
      description:
        "SPEC 5's checks run at once, in its order: a package chosen, every account field filled, a server chosen where the game has them. The first that fails sends the customer back to the form with its problem; otherwise on to the player look-up, or to the review for a product without one.",
      always: [
        failedCheck('hasNoPacket', VALIDATION_PROBLEMS.noPacket),
        failedCheck('hasEmptyField', VALIDATION_PROBLEMS.emptyField),
        failedCheck('hasNoServer', VALIDATION_PROBLEMS.noServer),
        { guard: 'supportsPlayerCheck', target: 'checkingPlayer', meta: rules.playerCheck },
        { target: 'reviewing', actions: assign({ playerName: null }) },
      ],
    },
    checkingPlayer: {
      description:
        'The game is asked who the account belongs to; the screen waits. A wrong account id stops here, back on the form, before any money moves.',
      invoke: {
        id: 'checkPlayer',
        src: 'checkPlayer',
        input: ({ context }) => orderOf(context),
        onDone: {
          target: 'reviewing',
          actions: assign({ playerName: ({ event }) => event.output.playerName }),
        },
        onError: { target: 'form.failed', actions: answers.refused, meta: rules.playerCheck },
      },
    },
    reviewing: {
      description:
        "DECISIONS' review step: the screen shows what will be bought, for whom (the player's name when the game told it) and the balance after. Back returns to the form, as filled.",
      initial: 'confirming',
      on: { 'user.back': 'form.ready' },
      states: {
        confirming: {
          description:
            'The known balance pays for the package: the customer may confirm, which sends the purchase.',
          always: { guard: 'cannotAfford', target: 'shortOfFunds', meta: rules.walletOnly },
          on: {
            'user.confirm': {
              target: '#purchase.submitting',
              actions: assign({ attemptKey: ({ event }) => event.attemptKey }),
              meta: rules.oneRequest,
            },
          },
        },
        shortOfFunds: {
          description:
            'The package costs more than the known balance: nothing can be confirmed; the screen shows the shortfall and the way to Recharge. A top-up that lands meanwhile makes it payable again.',
          always: { guard: not('cannotAfford'), target: 'confirming', meta: rules.walletOnly },
        },
      },
    },
    submitting: {
      description:
        'The purchase request is in flight; the screen waits, and nothing the customer does starts another one.',
      invoke: {
        id: 'submitPurchase',
        src: 'submitPurchase',
        input: ({ context }) => ({ ...orderOf(context), attemptKey: context.attemptKey ?? '' }),
        onDone: [
          // First: a voucher refunded since still carries its code, which no longer counts.
          {
            guard: { type: 'refundedSince', params: answers.answered },
            target: 'orderRefunded',
            actions: answers.refundedSince,
            meta: rules.supplierOrder,
          },
          {
            guard: { type: 'issuedVoucherCode', params: answers.answered },
            target: 'voucherIssued',
            actions: answers.bought('VOUCHER'),
            meta: rules.voucherCode,
          },
          {
            guard: { type: 'awaitsSupplier', params: answers.answered },
            target: 'awaitingSupplier',
            actions: answers.paid,
            meta: rules.supplierOrder,
          },
          { target: 'toppedUp', actions: answers.bought('GAME'), meta: rules.gameReload },
        ],
        onError: { target: 'form.failed', actions: answers.refusedPurchase },
      },
    },
    awaitingSupplier: {
      description:
        "The game top-up is paid and sent to the game, whose supplier has not confirmed it yet: the screen shows the order's number and a link to its page. Settled by the supplier's verdict on the socket, or by the order's status read again after a reconnect or every 20 s; the customer may also close it and move on, while history and the order's page follow the order.",
      initial: 'listening',
      on: {
        // The flow's hook forwards these from the socket.
        'socket.orderDelivered': {
          guard: 'concernsReceipt',
          target: 'toppedUp',
          actions: answers.delivered,
          meta: rules.supplierOrder,
        },
        'socket.orderRefunded': {
          guard: 'concernsReceipt',
          target: 'orderRefunded',
          actions: 'announceRefund',
          meta: rules.supplierOrder,
        },
        'socket.reconnected': {
          target: '.readingOrder',
          meta: rules.reconnectReload,
        },
        'user.dismiss': 'loading',
      },
      states: {
        listening: {
          description:
            "Waiting for the supplier's verdict on the socket; after 20 s without one, the order's status is read from the shop.",
          after: { recheckOrder: 'readingOrder' },
        },
        readingOrder: {
          description:
            "The order's status is being read: after a (re)connect, whose socket may have missed the verdict, or after 20 s of waiting. Settled if the supplier has answered; otherwise, or if the read failed, back to waiting.",
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: answers.waitingOrder,
            onDone: [
              {
                guard: { type: 'readDelivered', params: answers.read },
                target: '#purchase.toppedUp',
                actions: answers.delivered,
                meta: rules.supplierOrder,
              },
              {
                guard: { type: 'readRefunded', params: answers.read },
                target: '#purchase.orderRefunded',
                actions: answers.refundedWhileAway,
                meta: rules.supplierOrder,
              },
              { target: 'listening' },
            ],
            onError: 'listening',
          },
        },
      },
    },
    orderRefunded: {
      description:
        'The order was refunded: its price is back in the wallet and the screen says so. Closing the notice forgets the order and reloads the form.',
      on: { 'user.dismiss': { target: 'loading', actions: 'forgetOrder' } },
    },
    toppedUp: {
      description:
        'A game top-up went through: the screen says so and the fields are cleared (SPEC 4); the product and the balance reload after 2 s (SPEC 9).',
      after: { reloadAfterTopUp: { target: 'loading', meta: rules.gameReload } },
    },
    voucherIssued: {
      description:
        'A voucher was bought: its code stays on screen until the customer closes it (SPEC 4); then the form reloads.',
      on: { 'user.dismiss': { target: 'loading', meta: rules.voucherCode } },
    },
  },
})
