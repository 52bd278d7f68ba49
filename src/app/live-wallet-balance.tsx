import { useSession } from '../features/session/use-session'
import { realtimeEvents } from '../realtime/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../realtime/use-realtime'

/**
 * Keeps the top bar's balance current on every screen: a paid top-up (BANK:TOPUP:{userId}) and a
 * reconnect that may have missed one both fetch the user again. The shell loads this lazily for a
 * signed-in customer, so the socket stays out of the first screen's code.
 */
export default function LiveWalletBalance({ userId }: { userId: string }) {
  const { refreshUser } = useSession()
  // A failed refresh keeps the balance shown; the next event or reconnect fetches it again.
  const refresh = () => void refreshUser().catch(() => {})
  useRealtimeEvent(realtimeEvents.topupPaid(userId), refresh)
  useRealtimeResync(refresh)
  return null
}
