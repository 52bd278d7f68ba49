import { useLingui } from '@lingui/react/macro'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { t } from '@lingui/core/macro'
import { realtimeEvents } from '../../contract/realtime-events'
import { errorMessage } from '../i18n/error-message'
import { formatKip } from '../lib/format-money'
import { notify } from '../ui/notify'
import { useRealtimeEvent, useRealtimeResync } from '../realtime/use-realtime'
import { refetchUser } from '../session/refetch-user'

/**
 * What every signed-in screen shares of the socket: the wallet store's balance, which a paid top-up
 * (BANK:TOPUP:{userId}) and a refunded order (ORDER:REFUNDED:{userId}) say themselves and a
 * reconnect that may have missed one fetches again; and a top-up an operator refused
 * (TOPUP:REJECTED:{userId}), told wherever the customer is.
 */
function useLiveWallet(userId: string): void {
  const { i18n } = useLingui()
  const { api, session } = useRouteContext({ from: '__root__' })
  useRealtimeEvent(realtimeEvents.topupPaid(userId), ({ walletAmount }) =>
    session.setWalletAmount(walletAmount),
  )
  // The order's page and history show the refund itself (useLiveOrders).
  useRealtimeEvent(realtimeEvents.orderRefunded(userId), ({ walletAmount }) =>
    session.setWalletAmount(walletAmount),
  )
  // The recharge screen tells a refusal in its own banner, in place of the QR.
  const router = useRouter()
  useRealtimeEvent(
    realtimeEvents.topupRejected(userId),
    ({ amount, reason: operatorReason, cardRefusal }) => {
      if (router.state.location.pathname === '/rechargePage') return
      const kip = formatKip(amount, i18n.locale)
      const reason = cardRefusal ? errorMessage(cardRefusal) : operatorReason
      notify.warning(
        t({ id: 'topUp.rejectedNotice', message: `ການເຕີມເງິນ ${kip} ຖືກປະຕິເສດ: ${reason}` }),
      )
    },
  )
  // A failed fetch keeps the balance shown; the next event or reconnect brings it. This hook's
  // code loads after the first screen, so a payment heard before it listened is fetched then.
  useRealtimeResync(() => void refetchUser(api, session).catch(() => {}), { joiningLate: true })
}

/** The shell loads this for a signed-in customer only, so the socket stays out of the first screen's code. */
export default function LiveWallet({ userId }: { userId: string }) {
  useLiveWallet(userId)
  return null
}
