import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin } from '../../http/request-auth.ts'
import { findSupplierQueue, findSupplierQueueOrder } from '../purchase/invoice-store.ts'
import { refundOrder } from '../purchase/order-refund.ts'
import { announceSettlement, recordDelivery } from '../purchase/settle-order.ts'
import { askSupplierNow, type AskOutcome } from '../purchase/supplier-delivery.ts'
import { SupplierUnreachable } from '../../supplier/supplier.ts'
import { recordAudit } from './audit-log.ts'
import { setSupplierBalanceThreshold, supplierBalanceThreshold } from './desk-settings.ts'

type SupplierOrderActionResponse = components['schemas']['SupplierOrderActionResponse']
type SupplierQueueOrder = components['schemas']['SupplierQueueOrder']
type SupplierBalanceResponse = components['schemas']['SupplierBalanceResponse']

/**
 * An unflagged order joins the queue this long after payment: the supplier job has asked it a few
 * times by then, while most orders settle within seconds.
 */
export const QUEUE_WAITING_AFTER_MINUTES = 5

export type SupplierDeskOperations =
  | 'adminListSupplierOrders'
  | 'adminCheckSupplierOrder'
  | 'adminMarkSupplierOrderDelivered'
  | 'adminRefundSupplierOrder'
  | 'adminGetSupplierBalance'
  | 'adminSetSupplierBalanceThreshold'

/** The orders the desk's supplier queue holds at `now`. */
export function supplierQueueAt(db: Database, now: Date): Promise<SupplierQueueOrder[]> {
  const paidBefore = new Date(now.getTime() - QUEUE_WAITING_AFTER_MINUTES * 60_000)
  return findSupplierQueue(db, { paidBefore })
}

/**
 * The shop's balance at the supplier, asked now, against the desk's threshold; null when the
 * supplier does not answer.
 */
export async function supplierBalanceNow({
  db,
  supplier,
}: Pick<ServerDeps, 'db' | 'supplier'>): Promise<SupplierBalanceResponse | null> {
  const threshold = await supplierBalanceThreshold(db)
  try {
    const balance = await supplier.balance()
    return { balance, threshold, low: balance < threshold }
  } catch (error) {
    if (error instanceof SupplierUnreachable) return null
    throw error
  }
}

const notRunning = () =>
  new ApiError(409, 'ORDER_NOT_RUNNING', 'This order is no longer waiting for the supplier')
const unreachable = () => new ApiError(503, 'SUPPLIER_UNREACHABLE', 'The supplier did not answer')

/**
 * The desk's side of the supplier: the queue of paid orders it has not settled and the operator's
 * three ways out of it (ask again, mark delivered, refund), and the shop's balance at the supplier
 * with the threshold below which the desk warns. Each action is written to the audit log; a
 * delivery or a refund commits with its audit line, and settles the order once whatever races it
 * (the supplier job, the supplier's callback, another operator).
 */
export function supplierDeskHandlers(deps: ServerDeps): Pick<Handlers, SupplierDeskOperations> {
  const { db, clock, realtime } = deps

  /** The order after the action, with what the action did to it. */
  async function answer(
    id: string,
    outcome: SupplierOrderActionResponse['outcome'],
    walletAmount?: number,
  ): Promise<SupplierOrderActionResponse> {
    const order = await findSupplierQueueOrder(db, id)
    if (!order) throw new ApiError(404, 'NOT_FOUND')
    return { outcome, data: order, ...(walletAmount === undefined ? {} : { walletAmount }) }
  }

  /** The order the action is for, refused unless it still waits for the supplier. */
  async function runningOrder(id: string): Promise<SupplierQueueOrder> {
    const order = await findSupplierQueueOrder(db, id)
    if (!order) throw new ApiError(404, 'NOT_FOUND')
    if (order.status !== 'RUNNING') throw notRunning()
    return order
  }

  const auditDetail = (order: SupplierQueueOrder) => ({
    amount: order.packetId.amount,
    phone: order.customer.phone,
    product: order.gameId.name,
    packetName: order.packetId.name,
  })

  return {
    async adminListSupplierOrders(request) {
      requireAdmin(request)
      return {
        data: await supplierQueueAt(db, clock.now()),
        waitingAfterMinutes: QUEUE_WAITING_AFTER_MINUTES,
      }
    },

    async adminCheckSupplierOrder(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const order = await runningOrder(id)
      const outcome = await askSupplierNow(deps, id)
      // The check itself changes nothing the operator chose: its line follows the supplier's answer.
      await recordAudit(db, {
        actorId: operator.id,
        action: 'order.check',
        targetId: id,
        detail: { ...auditDetail(order), outcome: outcome.kind },
      })
      return checkAnswer(outcome, id)
    },

    async adminMarkSupplierOrderDelivered(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const reference = request.body.reference.trim()
      if (reference === '') throw new ApiError(400, 'INVALID_REQUEST', 'The reference is blank')
      const order = await runningOrder(id)
      const outcome = await db.transaction().execute(async (trx) => {
        const delivered = await recordDelivery(trx, clock, id, {
          status: 'delivered',
          serial: reference,
          message: 'Marked delivered by an operator',
        })
        if (delivered.kind === 'delivered') {
          await recordAudit(trx, {
            actorId: operator.id,
            action: 'order.deliver',
            targetId: id,
            detail: { ...auditDetail(order), reference },
          })
        }
        return delivered
      })
      if (outcome.kind !== 'delivered') throw notRunning()
      announceSettlement(realtime, id, outcome)
      return answer(id, 'DELIVERED')
    },

    async adminRefundSupplierOrder(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const { reason } = request.body
      const order = await runningOrder(id)
      const outcome = await db.transaction().execute(async (trx) => {
        const refund = await refundOrder(trx, clock, { id, reason, from: 'RUNNING' })
        if (refund.kind !== 'refunded') return refund
        // Settled: the supplier job stops asking about it.
        await trx
          .updateTable('invoices')
          .set({ next_supplier_check_at: null })
          .where('id', '=', id)
          .execute()
        await recordAudit(trx, {
          actorId: operator.id,
          action: 'order.refund',
          targetId: id,
          detail: { ...auditDetail(order), reason, waitedForSupplier: true },
        })
        return refund
      })
      if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND')
      if (outcome.kind !== 'refunded') throw notRunning()
      announceSettlement(realtime, id, outcome)
      return answer(id, 'REFUNDED', outcome.walletAmount)
    },

    async adminGetSupplierBalance(request) {
      requireAdmin(request)
      const balance = await supplierBalanceNow(deps)
      if (!balance) throw unreachable()
      return balance
    },

    async adminSetSupplierBalanceThreshold(request) {
      const operator = requireAdmin(request)
      const { threshold } = request.body
      await db.transaction().execute(async (trx) => {
        const before = await setSupplierBalanceThreshold(trx, { threshold, now: clock.now() })
        await recordAudit(trx, {
          actorId: operator.id,
          action: 'supplier.threshold',
          targetId: 'supplier-balance',
          detail: { before, threshold },
        })
      })
      return { threshold }
    },
  }

  /** How a check's answer reaches the desk: settled, still waiting, or not asked. */
  async function checkAnswer(outcome: AskOutcome, id: string) {
    switch (outcome.kind) {
      case 'delivered':
        return answer(id, 'DELIVERED')
      case 'refunded':
        return answer(id, 'REFUNDED', outcome.walletAmount)
      case 'waiting':
        return answer(id, 'WAITING')
      case 'unreachable':
        throw unreachable()
      case 'not-found':
        throw new ApiError(404, 'NOT_FOUND')
      case 'unchanged':
        throw notRunning()
      case 'not-due': {
        // Another check holds the turn, or the order was settled meanwhile.
        const order = await findSupplierQueueOrder(db, id)
        if (order?.status !== 'RUNNING') throw notRunning()
        return answer(id, 'WAITING')
      }
    }
  }
}
