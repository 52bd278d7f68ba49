import { useRouteContext, useRouter } from '@tanstack/react-router'
import { t } from '@lingui/core/macro'
import {
  realtimeEvents,
  type OrderRefundedPayload,
  type TopupPaidPayload,
  type TopupRejectedPayload,
} from '../../contract/realtime-events'
import { formatKip } from '../lib/format-money'
import { notify } from '../ui/notify'
import { useRealtimeEvent, useRealtimeResync } from '../realtime/use-realtime'
import { refetchUser } from '../session/refetch-user'
import { errorMessage } from '../i18n/error-message'

/**
 * Keeps the top bar's balance current on every screen: a paid top-up (BANK:TOPUP:{userId}) and a
 * refunded order (ORDER:REFUNDED:{userId}) say the new balance themselves; a reconnect that may have missed one fetches the user again. A refused top-up
 * (TOPUP:REJECTED:{userId}) is told wherever the customer is. The shell loads
 * this lazily for a signed-in customer, so the socket stays out of the first screen's code.
 */
export default function LiveWalletBalance({ userId }: { userId: string }) {
  const { api, session } = useRouteContext({ from: '__root__' })
  useRealtimeEvent<TopupPaidPayload>(realtimeEvents.topupPaid(userId), ({ walletAmount }) =>
    session.setWalletAmount(walletAmount),
  )
  // An operator's refund says the new balance too; the order's page and history show the refund.
  useRealtimeEvent<OrderRefundedPayload>(realtimeEvents.orderRefunded(userId), ({ walletAmount }) =>
    session.setWalletAmount(walletAmount),
  )
  // The customer may be on any screen when an operator refuses a top-up: the reason is told there.
  // The recharge screen tells it in its own banner, in place of the QR.
  const router = useRouter()
  useRealtimeEvent<TopupRejectedPayload>(
    realtimeEvents.topupRejected(userId),
    ({ amount, reason: operatorReason, cardRefusal }) => {
      if (router.state.location.pathname === '/rechargePage') return
      const kip = formatKip(amount)
      const reason = cardRefusal ? errorMessage(cardRefusal) : operatorReason
      notify.warning(
        t({ id: 'topUp.rejectedNotice', message: `ການເຕີມເງິນ ${kip} ຖືກປະຕິເສດ: ${reason}` }),
      )
    },
  )
  // A failed fetch keeps the balance shown; the next event or reconnect brings it. This component
  // loads after the first screen, so a payment heard before it listened is fetched then.
  useRealtimeResync(() => void refetchUser(api, session).catch(() => {}), { joiningLate: true })
  return null
}
