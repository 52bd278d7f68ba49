import { useRouter } from '@tanstack/react-router'
import { realtimeEvents, type OrderRefundedPayload } from '../../../contract/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/use-realtime'
import { useSession } from '../../session/use-session'

/**
 * Reloads a purchase screen's data when an operator refunds one of the customer's orders (only
 * `invoiceId`'s, when given), and after a reconnect that may have missed it: the order then shows
 * as refused and refunded without a reload.
 */
export function useLiveRefunds(routeId: string, invoiceId?: string): void {
  const router = useRouter()
  const { user } = useSession()
  const reload = () => void router.invalidate({ filter: (match) => match.routeId === routeId })
  useRealtimeEvent<OrderRefundedPayload>(
    user ? realtimeEvents.orderRefunded(user._id) : null,
    (payload) => {
      if (!invoiceId || payload.invoiceId === invoiceId) reload()
    },
  )
  useRealtimeResync(reload)
}
