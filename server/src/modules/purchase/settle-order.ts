import { realtimeEvents } from '#contract/realtime-events.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { Realtime } from '../../realtime/realtime.ts'
import type { SupplierAnswer, SupplierRefusal } from '../../supplier/supplier.ts'
import { walletBalance, walletIdOf } from '../wallet/wallet-ledger.ts'
import { announceOrderRefunded, refundOrder } from './order-refund.ts'

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
  if (outcome.kind === 'delivered' || outcome.kind === 'refunded') {
    if (outcome.kind === 'refunded') {
      announceOrderRefunded(realtime, { invoiceId, ...outcome })
    }
    realtime.emitToUser(outcome.customerId, realtimeEvents.orderSettled(outcome.customerId), {
      invoiceId,
      status: outcome.kind === 'delivered' ? 'SUCCESS' : 'CANCEL',
      walletAmount: outcome.walletAmount,
    })
  }
  return outcome
}

async function recordAnswer(
  db: Database,
  clock: Clock,
  invoiceId: string,
  answer: SupplierAnswer,
): Promise<SettleOutcome> {
  const now = clock.now()
  switch (answer.status) {
    case 'delivered': {
      const delivered = await db
        .updateTable('invoices')
        .set({
          status: 'SUCCESS',
          delivered_at: now,
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

async function unchanged(db: Database, invoiceId: string): Promise<SettleOutcome> {
  const order = await db
    .selectFrom('invoices')
    .select('status')
    .where('id', '=', invoiceId)
    .executeTakeFirst()
  return order ? { kind: 'unchanged', status: order.status } : { kind: 'not-found' }
}
