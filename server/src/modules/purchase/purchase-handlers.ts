import type { components } from '#contract/schema.d.ts'
import type { ProductKind } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers, OperationRequest } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { findProduct } from '../catalogue/catalogue-store.ts'
import { walletBalance } from '../wallet/wallet-ledger.ts'
import {
  findInvoiceByIdempotencyKey,
  findOwnInvoice,
  listInvoicesOf,
  toInvoice,
} from './invoice-store.ts'
import { placeOrder, replay, type PlacedOrder } from './place-order.ts'
import { prepareOrder } from './prepare-order.ts'
import { hashPurchaseRequest } from './request-hash.ts'

type PurchaseResponse = components['schemas']['PurchaseResponse']
type PurchaseOperation = 'createGameInvoice' | 'createVoucherInvoice'

/** createGameInvoice, createVoucherInvoice, listInvoices (the purchase history) and getInvoice. */
export function createPurchaseHandlers({ db, clock }: ServerDeps): Partial<Handlers> {
  const purchase =
    (operation: PurchaseOperation, kind: ProductKind) =>
    async (request: OperationRequest<PurchaseOperation>): Promise<PurchaseResponse> => {
      const user = requireUser(request)
      const { body } = request
      const walletId = user.walletId
      const headerWalletId = request.headers['x-request-id'].toLowerCase()
      if (!walletId || headerWalletId !== walletId || body.walletId.toLowerCase() !== walletId) {
        throw new ApiError(403, 'WALLET_MISMATCH', 'x-request-id and walletId must be your wallet')
      }
      const [productId, otherId] =
        kind === 'GAME' ? [body.gameId, body.voucherId] : [body.voucherId, body.gameId]
      if (!productId || otherId) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          `A ${operation} names exactly one ${kind === 'GAME' ? 'gameId' : 'voucherId'}`,
        )
      }

      const idempotencyKey = request.headers['idempotency-key'].toLowerCase()
      const requestHash = hashPurchaseRequest(operation, body)
      // A retry is answered before the rules run again: the first attempt succeeded, and a rule that
      // changed since (stock, the product's window) must not turn that success into a refusal.
      const earlier = await findInvoiceByIdempotencyKey(db, user.id, idempotencyKey)
      if (earlier) return answer(replay(earlier, requestHash, await walletBalance(db, walletId)))

      const product = await findProduct(db, productId, kind)
      if (!product) throw new ApiError(404, 'NOT_FOUND')
      const packets = await db
        .selectFrom('packets')
        .select(['id', 'amount'])
        .where('product_id', '=', product.id)
        .execute()
      const order = prepareOrder(product, packets, body, clock.now())
      return answer(
        await placeOrder(db, clock, {
          customerId: user.id,
          walletId,
          idempotencyKey,
          requestHash,
          order,
        }),
      )
    }

  return {
    createGameInvoice: purchase('createGameInvoice', 'GAME'),
    createVoucherInvoice: purchase('createVoucherInvoice', 'VOUCHER'),

    // customerId in the query is ignored: the history is always the caller's own.
    listInvoices: async (request) =>
      listInvoicesOf(db, {
        customerId: requireUser(request).id,
        kind: request.query.type,
        limit: request.query.limit ?? 30,
        skip: request.query.skip ?? 0,
      }),

    // Another customer's invoice answers as one that does not exist: ids cannot be probed.
    getInvoice: async (request) => {
      const invoice = await findOwnInvoice(db, requireUser(request).id, request.params.id)
      if (!invoice) throw new ApiError(404, 'NOT_FOUND')
      return { data: invoice }
    },
  }
}

function answer({ invoice, walletAmount }: PlacedOrder): PurchaseResponse {
  return { message: 'SUCCESS', code: invoice.voucher_code, walletAmount, data: toInvoice(invoice) }
}
