import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronRight, CircleCheck } from 'lucide-react'

/**
 * The success notice that stays: the popup of SPEC 4 closes by itself after 2 s, and the customer
 * may want the order's page (its timeline, its receipt) later. It names the last order placed
 * from this screen until the next one replaces it.
 */
export function OrderPlacedNotice({ invoiceId }: { invoiceId: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/20">
      <span className="flex items-center gap-2 font-bold">
        <CircleCheck aria-hidden className="size-5" />
        <Trans id="purchase.orderPlaced">ສັ່ງຊື້ສຳເລັດ</Trans>
      </span>
      <OrderLink invoiceId={invoiceId} />
    </div>
  )
}

/** The link to an order's own page. */
export function OrderLink({ invoiceId }: { invoiceId: string }) {
  return (
    <Link
      to="/order/$id"
      params={{ id: invoiceId }}
      data-testid="order-link"
      className="inline-flex tap-target items-center gap-1 rounded-full font-bold text-primary hover:underline"
    >
      <Trans id="purchase.viewOrder">ເບິ່ງຄຳສັ່ງຊື້ ແລະ ໃບບິນ</Trans>
      <ChevronRight aria-hidden className="size-4" />
    </Link>
  )
}
