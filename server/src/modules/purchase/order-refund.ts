import { realtimeEvents } from '#contract/realtime-events.ts'
import type { components } from '#contract/schema.d.ts'
import type { Transaction } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Tables } from '../../db/tables.ts'
import type { Realtime } from '../../realtime/realtime.ts'
import { moveMoney, walletIdOf } from '../wallet/wallet-ledger.ts'

type OrderRefundedEvent = components['schemas']['OrderRefundedEvent']

export type RefundOutcome =
  | { kind: 'refunded'; customerId: string; amount: number; walletAmount: number }
  | { kind: 'not-found' }
  /** Refunded before, or by a refund that got the row first: nothing was credited. */
  | { kind: 'already-refunded' }
  /** Not in the status the refund was for (delivered, or settled by the supplier before). */
  | { kind: 'not-refundable' }

/**
 * The orders a refund takes: an operator's refund gives back a delivered order (SUCCESS), the
 * supplier's refusal one still waiting for it (RUNNING).
 */
export type RefundableStatus = 'SUCCESS' | 'RUNNING'

/**
 * Gives an order's amount back to its customer's wallet, in the caller's transaction (with the
 * audit line). The invoice is claimed by one conditional update on its status, so of two refunds
 * (or a refund and a delivery) at once the second waits for the first's row lock and then claims
 * nothing; the REFUND ledger entry is unique per invoice besides, so the database itself refuses a
 * second credit.
 */
export async function refundOrder(
  trx: Transaction<Tables>,
  clock: Clock,
  { id, reason, from = 'SUCCESS' }: { id: string; reason: string; from?: RefundableStatus },
): Promise<RefundOutcome> {
  const now = clock.now()
  const claimed = await trx
    .updateTable('invoices')
    .set((eb) => ({
      status: 'CANCEL',
      // A refunded order was refused after all; a refusal recorded earlier keeps its time.
      refused_at: eb.fn.coalesce('refused_at', eb.val(now)),
      refunded_at: now,
      refund_reason: reason,
    }))
    .where('id', '=', id)
    .where('status', '=', from)
    .where('refunded_at', 'is', null)
    .returning(['customer_id', 'amount'])
    .executeTakeFirst()
  if (!claimed) {
    const order = await trx
      .selectFrom('invoices')
      .select('refunded_at')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!order) return { kind: 'not-found' }
    return { kind: order.refunded_at ? 'already-refunded' : 'not-refundable' }
  }
  const walletAmount = await moveMoney(trx, {
    walletId: await walletIdOf(trx, claimed.customer_id),
    move: { reason: 'REFUND', invoiceId: id, amount: claimed.amount },
    at: now,
  })
  return { kind: 'refunded', customerId: claimed.customer_id, amount: claimed.amount, walletAmount }
}

/** The customer's open tabs take the new balance and show the order as refunded. */
export function announceOrderRefunded(
  realtime: Realtime,
  {
    invoiceId,
    customerId,
    amount,
    walletAmount,
  }: {
    invoiceId: string
    customerId: string
    amount: number
    walletAmount: number
  },
): void {
  const event: OrderRefundedEvent = { invoiceId, amount, walletAmount }
  realtime.emitToUser(customerId, realtimeEvents.orderRefunded(customerId), event)
}
