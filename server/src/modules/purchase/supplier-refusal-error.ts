import { ApiError, type ErrorCode } from '../../http/api-error.ts'
import type { SupplierRefusal } from '../../supplier/supplier.ts'

/** The contract's provider codes (SPEC 8), which the SPA already words, for each refusal. */
const codeOf: Record<SupplierRefusal, ErrorCode> = {
  SHOP_BALANCE_LOW: 'WEPAY_ERROR_MONEY',
  ACCOUNT_REFUSED: 'TERMGAME_ERROR_LOGIN',
  PRODUCT_UNAVAILABLE: 'INVALID_STORE_KEY',
  OTHER: 'TERMGAME_ERROR_LEGION',
}

/**
 * How a purchase answers an order the supplier refused while the customer waited: a 502 that
 * names the order and the balance with its price back, so the screen shows the refund at once.
 */
export function supplierRefusedError(
  invoiceId: string,
  refusal: SupplierRefusal,
  walletAmount: number,
): ApiError {
  return new ApiError(
    502,
    codeOf[refusal],
    'The supplier refused the order; its price is back in the wallet',
    { invoiceId, refunded: true, walletAmount },
  )
}
