import { realtimeEvents } from '#contract/realtime-events.ts'
import type { components } from '#contract/schema.d.ts'
import type { CardRefusal, TopupRow } from '../../db/tables.ts'
import type { ServerDeps } from '../../deps.ts'
import { countCreditedTopup } from '../../observability/shop-metrics.ts'
import type { Realtime } from '../../realtime/realtime.ts'

type TopupPaidEvent = components['schemas']['TopupPaidEvent']
type AdminTopupsChangedEvent = components['schemas']['AdminTopupsChangedEvent']
type TopupRejectedEvent = components['schemas']['TopupRejectedEvent']

/** Operators' desks reload their list of top-ups to decide. */
export function announceTopupChange(realtime: Realtime, topupId: string): void {
  const event: AdminTopupsChangedEvent = { topupId }
  realtime.emitToAdmins(realtimeEvents.adminTopups, event)
}

/**
 * A top-up was credited: the customer's open tabs close the QR and take the new balance, and the
 * operators' desks drop it from their list. Every credit, whatever paid it, is announced here once
 * its transaction committed, so it is counted here too.
 */
export function announceTopupPaid(
  { realtime, metrics }: Pick<ServerDeps, 'realtime' | 'metrics'>,
  topup: TopupRow,
  walletAmount: number,
): void {
  countCreditedTopup(metrics, topup.money_type, topup.amount)
  const event: TopupPaidEvent = {
    topupId: topup.id,
    amount: topup.amount,
    walletAmount,
    status: topup.status,
  }
  realtime.emitToUser(topup.user_id, realtimeEvents.topupPaid(topup.user_id), event)
  announceTopupChange(realtime, topup.id)
}

/**
 * A top-up was refused (by an operator, or a phone card by its provider, with its refusal code):
 * the customer's open tabs tell the reason, and the operators' desks drop it from their list.
 */
export function announceTopupRejected(
  realtime: Realtime,
  topup: TopupRow,
  reason: string,
  cardRefusal?: CardRefusal,
): void {
  const event: TopupRejectedEvent = {
    topupId: topup.id,
    amount: topup.amount,
    reason,
    ...(cardRefusal ? { cardRefusal } : {}),
  }
  realtime.emitToUser(topup.user_id, realtimeEvents.topupRejected(topup.user_id), event)
  announceTopupChange(realtime, topup.id)
}
