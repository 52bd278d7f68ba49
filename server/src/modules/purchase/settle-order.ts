import { realtimeEvents } from '#contract/realtime-events.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { Realtime } from '../../realtime/realtime.ts'
import type { SupplierAnswer, SupplierRefusal } from '../../supplier/supplier.ts'
import { walletBalance, walletIdOf } from '../wallet/wallet-ledger.ts'
import { announceOrderRefunded, refundOrder, type RefundOutcome } from './order-refund.ts'

export type SettleOutcome =
  | { kind: 'delivered'; customerId: string; walletAmount: number }
  | {
      kind: 'refunded'
      customerId: string
      refusal: SupplierRefusal
      amount: number
      walletAmount: number
    }
  /** The supplier is still working on it: the supplier job asks again later. */
  | { kind: 'waiting' }
  /** Settled before (a replay, a race lost, a success for an order already refunded). */
  | { kind: 'unchanged'; status: string }
  | { kind: 'not-found' }

/**
 * Settles a game order by what the supplier said, once whatever races it (the purchase's own
 * request, the supplier job, the supplier's callback): every change is a conditional update of a
 * RUNNING invoice, so the second of two answers finds it settled and changes nothing.
 * Delivered: SUCCESS with the supplier's serial. Failed: CANCEL and the price back in the wallet, in
 * one transaction through the operators' own refund. The customer's sockets hear the outcome.
 */
export async function settleOrder(
  db: Database,
  clock: Clock,
  realtime: Realtime,
  { invoiceId, answer }: { invoiceId: string; answer: SupplierAnswer },
): Promise<SettleOutcome> {
  const outcome = await recordAnswer(db, clock, invoiceId, answer)
  announceSettlement(realtime, invoiceId, outcome)
  return outcome
}

/**
 * Tells the customer's sockets how an order was settled (after its transaction committed): a
 * delivery, or a refund with the new balance. Nothing is said of an order left as it was.
 */
export function announceSettlement(
  realtime: Realtime,
  invoiceId: string,
  outcome: SettleOutcome | RefundOutcome,
): void {
  if (outcome.kind !== 'delivered' && outcome.kind !== 'refunded') return
  if (outcome.kind === 'refunded') {
    announceOrderRefunded(realtime, { invoiceId, ...outcome })
  }
  realtime.emitToUser(outcome.customerId, realtimeEvents.orderSettled(outcome.customerId), {
    invoiceId,
    status: outcome.kind === 'delivered' ? 'SUCCESS' : 'CANCEL',
    walletAmount: outcome.walletAmount,
  })
}

async function recordAnswer(
  db: Database,
  clock: Clock,
  invoiceId: string,
  answer: SupplierAnswer,
): Promise<SettleOutcome> {
  const now = clock.now()
  switch (answer.status) {
    case 'delivered':
      return recordDelivery(db, clock, invoiceId, answer)

    case 'failed':
      return db.transaction().execute(async (trx) => {
        const refund = await refundOrder(trx, clock, {
          id: invoiceId,
          reason: `The supplier refused the order (${answer.refusal}): ${answer.message}`,
          from: 'RUNNING',
        })
        if (refund.kind !== 'refunded') return unchanged(trx, invoiceId)
        await trx
          .updateTable('invoices')
          .set({
            supplier_refusal: answer.refusal,
            supplier_message: answer.message,
            next_supplier_check_at: null,
            // The shop must top up its balance at the supplier before anything else sells.
            ...(answer.refusal === 'SHOP_BALANCE_LOW' ? { flagged_at: now } : {}),
          })
          .where('id', '=', invoiceId)
          .execute()
        return {
          kind: 'refunded',
          customerId: refund.customerId,
          refusal: answer.refusal,
          amount: refund.amount,
          walletAmount: refund.walletAmount,
        }
      })

    case 'processing': {
      const waiting = await db
        .updateTable('invoices')
        .set({ supplier_message: answer.message })
        .where('id', '=', invoiceId)
        .where('status', '=', 'RUNNING')
        .executeTakeFirst()
      return waiting.numUpdatedRows > 0n ? { kind: 'waiting' } : unchanged(db, invoiceId)
    }
  }
}

/**
 * A RUNNING order turns SUCCESS with the supplier's serial, once: of two deliveries (or a delivery
 * and a refund) the second finds it settled. Runs in the caller's transaction when it has one (an
 * operator's delivery commits with its audit line).
 */
export async function recordDelivery(
  db: Database,
  clock: Clock,
  invoiceId: string,
  answer: Extract<SupplierAnswer, { status: 'delivered' }>,
): Promise<SettleOutcome> {
  const delivered = await db
    .updateTable('invoices')
    .set({
      status: 'SUCCESS',
      delivered_at: clock.now(),
      supplier_serial: answer.serial,
      supplier_message: answer.message,
      next_supplier_check_at: null,
    })
    .where('id', '=', invoiceId)
    .where('status', '=', 'RUNNING')
    .returning('customer_id')
    .executeTakeFirst()
  if (!delivered) return unchanged(db, invoiceId)
  const walletAmount = await walletBalance(db, await walletIdOf(db, delivered.customer_id))
  return { kind: 'delivered', customerId: delivered.customer_id, walletAmount }
}

async function unchanged(db: Database, invoiceId: string): Promise<SettleOutcome> {
  const order = await db
    .selectFrom('invoices')
    .select('status')
    .where('id', '=', invoiceId)
    .executeTakeFirst()
  return order ? { kind: 'unchanged', status: order.status } : { kind: 'not-found' }
}
