import { useRouteContext } from '@tanstack/react-router'
import { realtimeEvents, type TopupPaidPayload } from '../../contract/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../realtime/use-realtime'
import { refetchUser } from '../session/refetch-user'

/**
 * Keeps the top bar's balance current on every screen: a paid top-up (BANK:TOPUP:{userId}) says the
 * new balance itself; a reconnect that may have missed one fetches the user again. The shell loads
 * this lazily for a signed-in customer, so the socket stays out of the first screen's code.
 */
export default function LiveWalletBalance({ userId }: { userId: string }) {
  const { api, session } = useRouteContext({ from: '__root__' })
  useRealtimeEvent<TopupPaidPayload>(realtimeEvents.topupPaid(userId), ({ walletAmount }) =>
    session.setWalletAmount(walletAmount),
  )
  // A failed fetch keeps the balance shown; the next event or reconnect brings it.
  useRealtimeResync(() => void refetchUser(api, session).catch(() => {}))
  return null
}
