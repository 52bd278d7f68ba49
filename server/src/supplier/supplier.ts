/**
 * The shop buys each game top-up from a supplier (a reseller API) at the moment of sale. This is
 * the one interface every supplier adapter implements (digiflazz-supplier.ts; the demo supplier
 * speaks the same protocol over HTTP): the order module knows nothing of a supplier's wire format.
 */

/**
 * Where the supplier sends its callbacks, the address given to it (docs/operations.md); its raw
 * body is kept for the signature (http/body-parsers.ts).
 */
export const SUPPLIER_NOTICE_PATH = '/api/v1/supplier/notifications'

/** One packet for one game account. */
export interface SupplierOrder {
  /**
   * The shop's own order id, sent as the supplier's reference: sending the same reference again is
   * a status check of that order, never a second order.
   */
  reference: string
  /** The packet's code at the supplier (the catalogue's `supplierSku`). */
  sku: string
  /** The game account as the supplier wants it (for most games, the account fields joined). */
  customerNo: string
}

/** Why a supplier refused an order for good: the order is refunded. */
export type SupplierRefusal =
  /** The game account does not exist, or cannot take this packet. */
  | 'ACCOUNT_REFUSED'
  /** The shop's own balance at the supplier does not cover the packet: the operators are told. */
  | 'SHOP_BALANCE_LOW'
  /** The supplier does not sell this SKU now. */
  | 'PRODUCT_UNAVAILABLE'
  | 'OTHER'

/** What the supplier says about one order, from its answer, a status check or a callback. */
export type SupplierAnswer =
  | {
      status: 'delivered'
      /** The supplier's serial number or reference for the delivery, when it gives one. */
      serial: string | null
      message: string
    }
  | { status: 'processing'; message: string }
  | { status: 'failed'; refusal: SupplierRefusal; message: string }

/** A callback the supplier sent, once its signature is checked. */
export interface SupplierCallback {
  reference: string
  answer: SupplierAnswer
}

export interface Supplier {
  /**
   * Orders the packet, or reads the order's status when the reference was sent before. Throws a
   * SupplierUnreachable when no answer came (down, slow past the timeout, an answer it cannot
   * read): the order stays waiting and is sent again later.
   */
  order(order: SupplierOrder): Promise<SupplierAnswer>
  /** The shop's balance at the supplier, in the supplier's currency. */
  balance(): Promise<number>
  /**
   * Reads a callback's raw body with its headers: null when its signature does not check out
   * (forged, or signed with another secret), whatever the body says.
   */
  readCallback(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): SupplierCallback | null
}

/** The supplier could not be asked: nothing is known of the order, which stays waiting. */
export class SupplierUnreachable extends Error {
  override name = 'SupplierUnreachable'
}
