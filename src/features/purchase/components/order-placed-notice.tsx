import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronRight, CircleCheck } from 'lucide-react'
import type { PlacedOrder, PurchaseReceipt } from '#machines/purchase.types'
import { OrderSummary } from './order-summary'

/**
 * The purchase's result, which stays: the popup of SPEC 4 closes by itself after 2 s, and the
 * customer checks what was bought, for which account, and may want the order's page (its
 * timeline, its receipt) later. It stays through the data's reload until the next order replaces
 * it or the customer leaves the screen.
 */
export function OrderPlacedNotice({
  receipt,
  placed,
}: {
  receipt: PurchaseReceipt
  placed: PlacedOrder | null
}) {
  return (
    <section
      role="status"
      aria-labelledby="order-placed-heading"
      data-testid="order-placed"
      className="flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-600/20"
    >
      <h3 id="order-placed-heading" className="flex items-center gap-2 font-bold">
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        <Trans id="purchase.orderPlaced">ສັ່ງຊື້ສຳເລັດ</Trans>
      </h3>
      <OrderSummary receipt={receipt} placed={placed} />
      <OrderLink invoiceId={receipt.invoiceId} />
    </section>
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
