import { realtimeEvents } from '#contract/realtime-events'
import {
  useLiveRouteData,
  useRealtimeEvent,
  useRealtimeResync,
  useRouteReload,
} from '../../realtime/use-realtime'
import { useSession } from '../../session/use-session'

/**
 * Reloads a purchase screen's data when one of the customer's orders settles (only `invoiceId`'s,
 * when given), and once after a reconnect that may have missed it: an order in progress shows as
 * delivered, or as refused and refunded, without a reload. A supplier's refusal comes with its
 * refund (ORDER:REFUNDED, as an operator's refund does), so only a delivery is read from
 * ORDER:SETTLED.
 */
export function useLiveOrders(routeId: string, invoiceId?: string): void {
  const { user } = useSession()
  const reload = useRouteReload(routeId)
  const concerns = (order: { invoiceId: string }) => !invoiceId || order.invoiceId === invoiceId
  useRealtimeEvent(user ? realtimeEvents.orderRefunded(user._id) : null, (refunded) => {
    if (concerns(refunded)) reload()
  })
  useRealtimeEvent(user ? realtimeEvents.orderSettled(user._id) : null, (settled) => {
    if (settled.status === 'SUCCESS' && concerns(settled)) reload()
  })
  // Two events, one reload: a reconnect is heard once for both.
  useRealtimeResync(reload)
}

/** A WAITING top-up turns SUCCESS on screen when it is paid; a reconnect reloads what it missed. */
export function useLiveTopUps(routeId: string): void {
  const { user } = useSession()
  useLiveRouteData(routeId, user ? realtimeEvents.topupPaid(user._id) : null)
}
