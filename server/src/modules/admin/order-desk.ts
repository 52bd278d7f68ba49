import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin } from '../../http/request-auth.ts'
import { orderNumberIn } from '#contract/order-number.ts'
import {
  findDeskOrder,
  findDeskOrders,
  latestDeskOrders,
  type DeskOrderQuery,
} from '../purchase/invoice-store.ts'
import { announceOrderRefunded, refundOrder } from '../purchase/order-refund.ts'
import { recordAudit } from './audit-log.ts'

/** An order's id, which the desk's links and older receipts carry. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** What the contract lets through that is neither an id nor a short number: phone digits. */
const PHONE_DIGITS = /^[0-9]{3,15}$/

/** How the desk searches for what was typed: 8 digits may be a short number or a phone's digits. */
function deskOrderQueryOf(query: string): DeskOrderQuery {
  if (ORDER_ID.test(query)) return { id: query.toLowerCase() }
  return {
    orderNumber: orderNumberIn(query),
    phoneDigits: PHONE_DIGITS.test(query) ? query : null,
  }
}

/**
 * The desk's orders: the latest, finding a customer's order, and refunding one that went wrong after delivery.
 * A refund, its money and its audit line commit in one transaction; the customer is told after.
 */
export function orderDeskHandlers({
  db,
  clock,
  realtime,
}: ServerDeps): Pick<Handlers, 'adminFindOrders' | 'adminRefundOrder'> {
  return {
    async adminFindOrders(request) {
      requireAdmin(request)
      const { query, skip = 0 } = request.query
      if (query === undefined) {
        const { orders, more } = await latestDeskOrders(db, skip)
        return { data: orders, more }
      }
      return { data: await findDeskOrders(db, deskOrderQueryOf(query)) }
    },

    async adminRefundOrder(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const { reason } = request.body
      const outcome = await db.transaction().execute(async (trx) => {
        const refunded = await refundOrder(trx, clock, { id, reason })
        if (refunded.kind === 'refunded') {
          const order = await findDeskOrder(trx, id)
          await recordAudit(trx, {
            actorId: operator.id,
            action: 'order.refund',
            targetId: id,
            detail: {
              amount: refunded.amount,
              phone: order?.customer.phone,
              product: order?.gameId.name,
              packetName: order?.packetId.name,
              reason,
            },
          })
        }
        return refunded
      })
      if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND')
      if (outcome.kind === 'already-refunded') {
        throw new ApiError(409, 'ORDER_ALREADY_REFUNDED', 'This order was refunded before')
      }
      if (outcome.kind === 'not-refundable') {
        throw new ApiError(409, 'ORDER_NOT_REFUNDABLE', 'This order was never delivered')
      }
      announceOrderRefunded(realtime, { invoiceId: id, ...outcome })
      const order = await findDeskOrder(db, id)
      if (!order) throw new ApiError(404, 'NOT_FOUND')
      return { data: order, walletAmount: outcome.walletAmount }
    },
  }
}
