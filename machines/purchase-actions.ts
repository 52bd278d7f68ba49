import { assertEvent, assign, emit, type ParameterizedObject } from 'xstate'
import { EMPTY_FORM, placedOrderOf } from './purchase-form'
import type {
  PurchaseContext,
  PurchaseEmitted,
  PurchaseEvent,
  PurchaseProblem,
  PurchaseReceipt,
  ProductKind,
} from './purchase.types'

/*
 * What the purchase machine does on its transitions, by the names its chart uses: what it writes
 * into its context and what it tells the screen. The chart says when; this module says what.
 */

type Params = ParameterizedObject['params'] | undefined

// Made outside `setup()`, these actions name the machine's types themselves.
const assignPurchase = <TParams extends Params = undefined>(
  assignment: Parameters<
    typeof assign<PurchaseContext, PurchaseEvent, TParams, PurchaseEvent, never>
  >[0],
) => assign<PurchaseContext, PurchaseEvent, TParams, PurchaseEvent, never>(assignment)

const emitPurchase = <TParams extends Params = undefined>(
  event: Parameters<
    typeof emit<PurchaseContext, PurchaseEvent, TParams, PurchaseEvent, PurchaseEmitted>
  >[0],
) => emit<PurchaseContext, PurchaseEvent, TParams, PurchaseEvent, PurchaseEmitted>(event)

export const purchaseActions = {
  /** Keeps the account values that just bought something, to offer them next time. */
  rememberAccount: () => {},
  /** An answer told the new balance (none when null): the app keeps it for the top bar. */
  refreshWallet: (_: unknown, _balance: number | null) => {},
  choosePacket: assignPurchase({
    packetId: ({ event }) => {
      assertEvent(event, 'user.selectPacket')
      return event.packetId
    },
  }),
  editField: assignPurchase({
    fields: ({ context, event }) => {
      assertEvent(event, 'user.changeField')
      return { ...context.fields, [event.name]: event.value }
    },
  }),
  chooseServer: assignPurchase({
    server: ({ event }) => {
      assertEvent(event, 'user.selectServer')
      return event.server
    },
  }),
  /** The purchase's answer (the order, its status, the balance it left) and what it bought. */
  keepReceipt: assignPurchase<PurchaseReceipt>(({ context }, answer) => ({
    receipt: answer,
    balance: answer.walletAmount,
    placedOrder: placedOrderOf(context),
  })),
  /** A refusal whose price is already back (`refusedPurchase`): the balance it left. */
  takeRefund: assignPurchase<number | null>((_, balance) => (balance === null ? {} : { balance })),
  /** The step was refused: the form keeps the code, to show why. */
  refuse: assignPurchase<{ errorCode: PurchaseProblem }>({
    errorCode: (_, { errorCode }) => errorCode,
  }),
  /** The customer changed something or tries again: the last problem is no longer shown. */
  clearProblem: assignPurchase({ errorCode: null }),
  /** The screen is told at once, whichever step was refused. */
  announceProblem: emitPurchase(({ context }) => ({
    type: 'purchase.problem',
    errorCode: context.errorCode!,
  })),
  /**
   * After a purchase the form starts over (SPEC 4 clears the account inputs; DECISIONS: "form
   * reset, packages and balance fetched again"). The account is remembered for the next visit.
   */
  resetForm: assignPurchase(EMPTY_FORM),
  /** The refunded order is done with once its notice is closed. */
  forgetOrder: assignPurchase({ receipt: null, placedOrder: null }),
  announcePurchase: emitPurchase<{ kind: ProductKind }>((_, { kind }) => ({
    type: 'purchase.succeeded',
    kind,
  })),
  announceRefund: emitPurchase(({ context }) => ({
    type: 'purchase.refunded',
    amount: context.receipt?.amount ?? 0,
  })),
}
