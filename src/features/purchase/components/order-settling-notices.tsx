import { Trans, useLingui } from '@lingui/react/macro'
import { Clock, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatKip } from '#src/lib/format-money'
import { OrderLink } from './order-placed-notice'

interface NoticeProps {
  invoiceId: string
  /** Closes the notice: the form is ready for the next order. */
  onClose: () => void
}

/**
 * A game top-up sent to the game whose supplier has not confirmed it yet. The screen turns to
 * delivered or refunded when the supplier answers; the customer may leave, and history and the
 * order's page follow the order.
 */
export function OrderWaitingNotice({ invoiceId, onClose }: NoticeProps) {
  return (
    <Notice tone="waiting" invoiceId={invoiceId} onClose={onClose}>
      <Clock aria-hidden className="size-5 shrink-0" />
      <Trans id="purchase.awaitingSupplier">ສົ່ງໄປຫາເກມແລ້ວ, ກຳລັງລໍຖ້າການຢືນຢັນ</Trans>
    </Notice>
  )
}

/** The supplier refused the order after the purchase answered: its price is back in the wallet. */
export function OrderRefundedNotice({
  invoiceId,
  amount,
  onClose,
}: NoticeProps & { amount: number }) {
  const { i18n } = useLingui()
  const kip = formatKip(amount, i18n.locale)
  return (
    <Notice tone="refunded" invoiceId={invoiceId} onClose={onClose}>
      <RotateCcw aria-hidden className="size-5 shrink-0" />
      <Trans id="purchase.refundedLater">ເກມບໍ່ໄດ້ຮັບຄຳສັ່ງຊື້, {kip} ຄືນເຂົ້າກະເປົາເງິນແລ້ວ</Trans>
    </Notice>
  )
}

const toneClass = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  refunded: 'bg-red-50 text-red-800 ring-red-600/20',
}

/** The order's number as its own page shows it, its page, and the button that closes the notice. */
function Notice({
  tone,
  invoiceId,
  onClose,
  children,
}: NoticeProps & { tone: keyof typeof toneClass; children: ReactNode }) {
  return (
    <div
      role="status"
      data-testid={`order-${tone}`}
      className={`flex flex-col gap-2 rounded-2xl p-4 ring-1 ${toneClass[tone]}`}
    >
      <p className="flex items-center gap-2 font-bold">{children}</p>
      <p className="text-sm">
        <Trans id="order.number">ເລກທີຄຳສັ່ງຊື້</Trans>{' '}
        <span className="font-mono text-xs break-all">{invoiceId}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OrderLink invoiceId={invoiceId} />
        <button
          type="button"
          onClick={onClose}
          className="tap-target rounded-full bg-primary px-5 font-bold text-white"
        >
          <Trans id="purchase.voucherDone">ຕົກລົງ</Trans>
        </button>
      </div>
    </div>
  )
}
