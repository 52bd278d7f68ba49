import { realtimeEvents } from '#contract/realtime-events'
import { useLiveRouteData } from '../../realtime/use-realtime'
import { useSession } from '../../session/use-session'

/**
 * Reloads a purchase screen's data when an operator refunds one of the customer's orders (only
 * `invoiceId`'s, when given), and after a reconnect that may have missed it: the order then shows
 * as refused and refunded without a reload.
 */
export function useLiveRefunds(routeId: string, invoiceId?: string): void {
  const { user } = useSession()
  useLiveRouteData(
    routeId,
    user ? realtimeEvents.orderRefunded(user._id) : null,
    (refund) => !invoiceId || refund.invoiceId === invoiceId,
  )
}

/** A WAITING top-up turns SUCCESS on screen when it is paid; a reconnect reloads what it missed. */
export function useLiveTopUps(routeId: string): void {
  const { user } = useSession()
  useLiveRouteData(routeId, user ? realtimeEvents.topupPaid(user._id) : null)
}
