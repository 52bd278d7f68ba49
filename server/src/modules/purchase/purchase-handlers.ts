import type { components } from '#contract/schema.d.ts'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServerConfig } from '../../config.ts'
import type { ProductKind } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers, OperationRequest } from '../../http/operations.ts'
import { requireUser } from '../../http/request-auth.ts'
import { findProduct } from '../catalogue/catalogue-store.ts'
import { walletBalance } from '../wallet/wallet-ledger.ts'
import {
  findInvoiceById,
  findInvoiceByIdempotencyKey,
  findOwnInvoice,
  listInvoicesOf,
  toInvoice,
} from './invoice-store.ts'
import { placeOrder, replay, type PlacedOrder } from './place-order.ts'
import { prepareOrder, type PacketPrice } from './prepare-order.ts'
import { askSupplier, registerSupplierJob, type AskOutcome } from './supplier-delivery.ts'
import { supplierNoticeHandlers } from './supplier-notice-handlers.ts'
import { supplierRefusedError } from './supplier-refusal-error.ts'
import { hashPurchaseRequest } from './request-hash.ts'

type PurchaseResponse = components['schemas']['PurchaseResponse']
type PurchaseOperation = 'createGameInvoice' | 'createVoucherInvoice'

/**
 * createGameInvoice, createVoucherInvoice, listInvoices (the purchase history), getInvoice and the
 * supplier's notifications; the supplier job.
 */
export function createPurchaseHandlers(deps: ServerDeps): Partial<Handlers> {
  const { db, clock, config, playerNames } = deps
  registerSupplierJob(deps)
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
        .select(['id', 'amount', 'supplier_sku'])
        .where('product_id', '=', product.id)
        .execute()
      const order = prepareOrder(product, packets, body, { now: clock.now(), playerNames })
      const placed = await placeOrder(deps, {
        customerId: user.id,
        walletId,
        idempotencyKey,
        requestHash,
        order,
        supplierSku: kind === 'GAME' ? supplierSkuOf(order.packet, config.nodeEnv) : null,
      })
      if (placed.invoice.status !== 'RUNNING') return answer(placed)
      return answer(await firstSupplierAnswer(deps, placed))
    }

  return {
    ...supplierNoticeHandlers(deps),
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

/**
 * The code a game packet is bought by. Production refuses a packet the catalogue gives none before
 * anything is paid; development and tests buy packets made without one by their id, which the demo
 * and the tests' suppliers accept.
 */
function supplierSkuOf(packet: PacketPrice, nodeEnv: ServerConfig['nodeEnv']): string {
  if (packet.supplier_sku) return packet.supplier_sku
  if (nodeEnv === 'production') {
    throw new ApiError(409, 'PACKET_NOT_SUPPLIED', 'The package has no supplier code')
  }
  return packet.id
}

/**
 * Asks the supplier right after the payment's commit and waits for its first answer a few seconds
 * at most: the purchase then answers the order delivered, refused (its price back), or still
 * RUNNING, which the supplier job or the supplier's callback settles later.
 */
async function firstSupplierAnswer(deps: ServerDeps, placed: PlacedOrder): Promise<PlacedOrder> {
  const invoiceId = placed.invoice.id
  const asked = askSupplier(deps, invoiceId).catch((error: unknown): AskOutcome => {
    // The order is paid and stays RUNNING: the supplier job asks again once its turn has passed.
    deps.log.error({ err: error, invoiceId }, 'Asking the supplier about a new order failed')
    return { kind: 'unreachable' }
  })
  const timer = new AbortController()
  const outcome = await Promise.race([
    asked,
    sleep(deps.config.orderAnswerWaitMs, 'still-running' as const, { signal: timer.signal }).catch(
      () => 'still-running' as const,
    ),
  ])
  timer.abort()
  if (outcome === 'still-running') return placed
  if (outcome.kind === 'refunded') {
    throw supplierRefusedError(invoiceId, outcome.refusal, outcome.walletAmount)
  }
  if (outcome.kind !== 'delivered') return placed
  return { invoice: await findInvoiceById(deps.db, invoiceId), walletAmount: placed.walletAmount }
}

function answer({ invoice, walletAmount }: PlacedOrder): PurchaseResponse {
  return { message: 'SUCCESS', code: invoice.voucher_code, walletAmount, data: toInvoice(invoice) }
}
