import type { ServerDeps } from '../../deps.ts'
import { SupplierUnreachable } from '../../supplier/supplier.ts'
import { settleOrder, type SettleOutcome } from './settle-order.ts'

type DeliveryDeps = Pick<ServerDeps, 'db' | 'clock' | 'realtime' | 'supplier' | 'log'>

export const SUPPLIER_JOB = 'supplier-orders'
/** How often the supplier job looks for orders to send or check. */
const SUPPLIER_JOB_EVERY_MS = 5_000
/** The orders one run of the job asks about at most; the rest wait for the next run. */
const SUPPLIER_JOB_BATCH = 50
/** An order still unsettled this long after payment is flagged for the operators. */
export const UNSETTLED_FLAG_AFTER_MS = 15 * 60_000
/** The wait before asking again after the first attempt, doubled each time, up to the ceiling. */
const FIRST_BACKOFF_MS = 15_000
const BACKOFF_CEILING_MS = 5 * 60_000

/** When the supplier is asked again after `attempts` tries: 15 s, 30 s, 1 min… at most 5 min. */
export function backoffAfter(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_CEILING_MS)
}

export type AskOutcome =
  | SettleOutcome
  /** Another caller holds the order's turn (or it was settled): nothing was sent. */
  | { kind: 'not-due' }
  /** No answer came: the order waits for its next check. */
  | { kind: 'unreachable' }

/**
 * Sends a paid game order to the supplier, or checks it when sent before (the invoice id is the
 * supplier's reference, so a resend is a status check, never a second order), and settles it by
 * the answer. The turn is claimed first by a conditional update that moves the next check past the
 * backoff: of the purchase's own request and the supplier job, only one asks at a time, and an ask
 * cut short (the process died) is retried by the job once that time has passed.
 */
export async function askSupplier(deps: DeliveryDeps, invoiceId: string): Promise<AskOutcome> {
  const { db, clock, log } = deps
  const now = clock.now()
  const order = await db
    .selectFrom('invoices')
    .select([
      'supplier_sku',
      'supplier_customer_no',
      'supplier_attempts',
      'sent_to_supplier_at',
      'next_supplier_check_at',
    ])
    .where('id', '=', invoiceId)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst()
  const due = order?.next_supplier_check_at && order.next_supplier_check_at <= now
  if (!order || !due || !order.supplier_sku || order.supplier_customer_no === null) {
    return { kind: 'not-due' }
  }
  const attempts = order.supplier_attempts + 1
  const claimed = await db
    .updateTable('invoices')
    .set({
      supplier_attempts: attempts,
      sent_to_supplier_at: order.sent_to_supplier_at ?? now,
      next_supplier_check_at: new Date(now.getTime() + backoffAfter(attempts)),
    })
    .where('id', '=', invoiceId)
    .where('status', '=', 'RUNNING')
    .where('supplier_attempts', '=', order.supplier_attempts)
    .executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) return { kind: 'not-due' }

  let answer
  try {
    answer = await deps.supplier.order({
      reference: invoiceId,
      sku: order.supplier_sku,
      customerNo: order.supplier_customer_no,
    })
  } catch (error) {
    if (!(error instanceof SupplierUnreachable)) throw error
    log.warn({ invoiceId, attempts, err: error }, 'The supplier did not answer; the order waits')
    return { kind: 'unreachable' }
  }
  const outcome = await settleOrder(db, clock, deps.realtime, { invoiceId, answer })
  if (outcome.kind === 'refunded' && outcome.refusal === 'SHOP_BALANCE_LOW') {
    log.error(
      { invoiceId },
      "The shop's balance at the supplier is too low: the order was refunded",
    )
  }
  return outcome
}

/**
 * An operator's "check again": the order's next check is brought to now, then asked as the job
 * would. A check the job is making at that moment may run beside it; both are status checks of
 * the same reference and settleOrder settles the order once.
 */
export async function askSupplierNow(deps: DeliveryDeps, invoiceId: string): Promise<AskOutcome> {
  await deps.db
    .updateTable('invoices')
    .set({ next_supplier_check_at: deps.clock.now() })
    .where('id', '=', invoiceId)
    .where('status', '=', 'RUNNING')
    .execute()
  return askSupplier(deps, invoiceId)
}

/**
 * Every few seconds: sends the paid game orders never sent (their process died between the payment
 * and the call) and checks those whose next check is due, then flags for the operators the orders
 * still unsettled long after payment. An order the supplier cannot be reached for stays waiting.
 */
export function registerSupplierJob(deps: DeliveryDeps & Pick<ServerDeps, 'jobs'>): void {
  deps.jobs.register({
    name: SUPPLIER_JOB,
    everyMs: SUPPLIER_JOB_EVERY_MS,
    run: () => runSupplierJob(deps),
  })
}

async function runSupplierJob(deps: DeliveryDeps): Promise<void> {
  const { db, clock, log } = deps
  const now = clock.now()
  const due = await db
    .selectFrom('invoices')
    .select('id')
    .where('status', '=', 'RUNNING')
    .where('next_supplier_check_at', '<=', now)
    .orderBy('next_supplier_check_at')
    .limit(SUPPLIER_JOB_BATCH)
    .execute()
  for (const { id } of due) {
    try {
      await askSupplier(deps, id)
    } catch (error) {
      // One order's failure (an adapter's bug) must not hold back the others.
      log.error({ err: error, invoiceId: id }, 'Asking the supplier about an order failed')
    }
  }

  const flagged = await db
    .updateTable('invoices')
    .set({ flagged_at: now })
    .where('status', '=', 'RUNNING')
    .where('flagged_at', 'is', null)
    .where('next_supplier_check_at', 'is not', null)
    .where('paid_at', '<=', new Date(now.getTime() - UNSETTLED_FLAG_AFTER_MS))
    .returning('id')
    .execute()
  for (const { id } of flagged) {
    log.error({ invoiceId: id }, 'A paid game order is still unsettled 15 minutes after payment')
  }
}
