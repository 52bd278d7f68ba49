import { NO_ANSWER, type ErrorCode } from '../contract/error-code'

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
  /** The order's short number, which the customer reads out to support. */
  orderNumber: string
  /** The invoice's status: RUNNING while the supplier has not confirmed a game order yet. */
  status: string
  /** The price paid, which a refund puts back. */
  amount: number
  /** The voucher code (vouchers only). */
  voucherCode: string | null
  walletAmount: number
}

/** What was bought, as the form held it when the order was paid: the order's result names it. */
export interface PlacedOrder {
  packet: PurchasePacket | null
  /** The account it was bought for: each field's labels and the value sent. */
  account: Array<{ labels: Names; value: string }>
  /** The chosen server's name, when the game has servers. */
  server: string | null
}

/**
 * A waiting game order's status read from its page, for when the socket's verdict may have been
 * missed: DELIVERED, REFUNDED (its price back in the wallet) or still WAITING for the supplier.
 */
export interface OrderReading {
  verdict: 'DELIVERED' | 'REFUNDED' | 'WAITING'
  /** The wallet's balance read with a refund; null otherwise, or when it could not be read. */
  walletAmount: number | null
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
export const RETRYABLE_PROBLEMS: readonly PurchaseProblem[] = [NO_ANSWER, 'INTERNAL_ERROR']

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
  errorCode: PurchaseProblem | null
  receipt: PurchaseReceipt | null
  /** The last order paid from this screen, for its result to show; kept with its receipt. */
  placedOrder: PlacedOrder | null
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
  /** The supplier delivered one of the customer's game orders (ORDER:SETTLED, SUCCESS). */
  | { type: 'socket.orderDelivered'; invoiceId: string }
  /** One of the customer's orders was refunded to the wallet (ORDER:REFUNDED). */
  | { type: 'socket.orderRefunded'; invoiceId: string }
  /** The socket (re)connected, or the server says events may have been lost: a verdict may be missed. */
  | { type: 'socket.reconnected' }

export type PurchaseEmitted =
  | { type: 'purchase.problem'; errorCode: PurchaseProblem }
  | { type: 'purchase.succeeded'; kind: ProductKind }
  /** A game order the supplier refused after the purchase answered: `amount` is back in the wallet. */
  | { type: 'purchase.refunded'; amount: number }

/** The error an actor rejects with: the code the screen translates. */
export interface PurchaseFailure {
  code: PurchaseProblem
  /** The supplier refused the order at once and its price is back: the balance it left. */
  refundedBalance?: number
}
