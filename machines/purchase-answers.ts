import { fromPromise } from 'xstate'
import { errorCodeOf } from '../contract/error-code'
import type {
  LoadedProduct,
  LoadProductInput,
  OrderReading,
  PlayerLookup,
  PurchaseContext,
  PurchaseEvent,
  PurchaseOrder,
  PurchaseReceipt,
  ProductKind,
} from './purchase.types'

/*
 * What the purchase machine reads of the shop's answers: a refusal's code and the refund it may
 * carry, a game order still waiting for its supplier, and the supplier's later verdict; and what a
 * paid order leaves behind.
 */

/** A request the app supplies with `.provide()`; the machine's own version fails. */
const providedByTheApp = <TOutput, TInput>() =>
  fromPromise<TOutput, TInput>(() => Promise.reject({ code: 'NOT_IMPLEMENTED' }))

/** The purchase's requests, which the app supplies with `.provide()`. */
export const purchaseRequests = {
  loadProduct: providedByTheApp<LoadedProduct, LoadProductInput>(),
  checkPlayer: providedByTheApp<{ playerName: string | null }, PlayerLookup>(),
  submitPurchase: providedByTheApp<PurchaseReceipt, PurchaseOrder>(),
  readOrder: providedByTheApp<OrderReading, { invoiceId: string }>(),
}

/** The purchase's answer, as the `keepReceipt` action and the guards on it take it. */
export const answered = ({ event }: { event: { output: PurchaseReceipt } }) => event.output

/** The order's status read again, as the guards on it take it. */
export const read = ({ event }: { event: { output: OrderReading } }) => event.output

/** The waiting order's id, which its status is read by. */
export const waitingOrder = ({ context }: { context: PurchaseContext }) => ({
  invoiceId: context.receipt?.invoiceId ?? '',
})

/** A failed request's code, as the `refuse` action takes it. */
const refusedWith = ({ event }: { event: { error: unknown } }) => ({
  errorCode: errorCodeOf(event.error),
})

/** A request was refused: its code is kept, for the screen to say why. */
export const refused = { type: 'refuse', params: refusedWith } as const

/**
 * The balance a refusal left when the supplier refused the order at once and its price is already
 * back in the wallet (the purchase's 502 with `refunded: true`); null for any other failure.
 */
export function refundedBalanceOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('refundedBalance' in error)) return null
  const { refundedBalance } = error as { refundedBalance: unknown }
  return typeof refundedBalance === 'number' ? refundedBalance : null
}

/** A failed purchase's refunded balance, as the `takeRefund` action and its guard take it. */
export const refundIn = ({ event }: { event: { error: unknown } }) => refundedBalanceOf(event.error)

/** The guards on the shop's answers and the socket's events, by the names the machine uses. */
export const answerChecks = {
  /** A voucher's answer carries its code; a game top-up's does not. */
  issuedVoucherCode: (_: unknown, receipt: PurchaseReceipt) => receipt.voucherCode !== null,
  /** The game order is paid and sent, and its supplier has not confirmed it yet. */
  awaitsSupplier: (_: unknown, receipt: PurchaseReceipt) => receipt.status === 'RUNNING',
  /**
   * The purchase was retried after the order was refunded (an operator's refund): the shop answers
   * the order as it stands, CANCEL, with the balance the refund left. It was not topped up.
   */
  refundedSince: (_: unknown, receipt: PurchaseReceipt) => receipt.status === 'CANCEL',
  /** The waiting order's page says the supplier delivered it. */
  readDelivered: (_: unknown, reading: OrderReading) => reading.verdict === 'DELIVERED',
  /** The waiting order's page says it was refunded. */
  readRefunded: (_: unknown, reading: OrderReading) => reading.verdict === 'REFUNDED',
  /** The socket's event is about the order this screen waits for. */
  concernsReceipt: ({ context, event }: { context: PurchaseContext; event: PurchaseEvent }) =>
    'invoiceId' in event && event.invoiceId === context.receipt?.invoiceId,
}

/** The purchase was paid: the form clears for the next one (the answer is kept first). */
export const paid = [
  { type: 'keepReceipt', params: answered },
  'rememberAccount',
  {
    type: 'refreshWallet',
    params: ({ event }: { event: { output: PurchaseReceipt } }) => event.output.walletAmount,
  },
  'resetForm',
] as const

/** The purchase went through: what a voucher or a game top-up leaves behind is the same. */
export const bought = (kind: ProductKind) =>
  [...paid, { type: 'announcePurchase', params: { kind } }] as const

/** The supplier delivered the waiting game order: the screen says it went through. */
export const delivered = { type: 'announcePurchase', params: { kind: 'GAME' } } as const

/**
 * The purchase was refused: the form shows why, and when the supplier refused the order at once
 * its price is already back, so the balance that refund left is kept and handed to the app.
 */
export const refusedPurchase = [
  refused,
  { type: 'takeRefund', params: refundIn },
  { type: 'refreshWallet', params: refundIn },
] as const

/** A retried purchase whose order was refunded since: paid, then given back; the screen says so. */
export const refundedSince = [...paid, 'announceRefund'] as const

/** The balance read with the waiting order's refund, as `takeRefund` and `refreshWallet` take it. */
const readBalance = ({ event }: { event: { output: OrderReading } }) => event.output.walletAmount

/** The waiting order's page says it was refunded: the balance read with it, and the refund told. */
export const refundedWhileAway = [
  { type: 'takeRefund', params: readBalance },
  { type: 'refreshWallet', params: readBalance },
  'announceRefund',
] as const
