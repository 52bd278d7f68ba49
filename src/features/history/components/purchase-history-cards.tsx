import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { namesOf, pickName } from '#src/lib/localized-name'
import { CopyableValue } from '#src/ui/copyable-value'
import { HistoryCard, HistoryDetail, HistoryDetails } from './history-card'
import { StatusBadge } from '#src/ui/status-badge'
import {
  CardReferenceDetail,
  InvoiceAccountDetails,
  NoteDetail,
  OrderNumberDetail,
} from './invoice-account-details'

type Invoice = components['schemas']['Invoice']

export function PurchaseHistoryCards({ invoices }: { invoices: Invoice[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {invoices.map((invoice) => (
        <li key={invoice._id}>
          <PurchaseCard invoice={invoice} />
        </li>
      ))}
    </ul>
  )
}

function PurchaseCard({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  const name = pickName(namesOf(invoice.gameId), i18n.locale)

  return (
    <HistoryCard
      data-invoice-id={invoice._id}
      className="h-full"
      heading={
        <>
          <h2 className="font-bold text-ink-strong">{name}</h2>
          <p className="text-sm text-ink">{pickName(namesOf(invoice.packetId), i18n.locale)}</p>
        </>
      }
      badge={
        <StatusBadge
          status={invoice.status}
          kind="purchase"
          refunded={invoice.refundedAt !== null}
        />
      }
    >
      <HistoryDetails>
        <OrderNumberDetail invoice={invoice} />
        <InvoiceAccountDetails invoice={invoice} />
        {invoice.code ? (
          <HistoryDetail term={<Trans id="purchaseHistory.code">ລະຫັດ</Trans>}>
            <CopyableValue value={invoice.code} />
          </HistoryDetail>
        ) : null}
        <CardReferenceDetail invoice={invoice} />
        <HistoryDetail term={<Trans id="purchaseHistory.orderedAt">ເວລາສັ່ງຊື້</Trans>}>
          {formatTimestamp(invoice.created_at)}
        </HistoryDetail>
        <NoteDetail invoice={invoice} />
      </HistoryDetails>
      <footer className="mt-auto flex items-center justify-between gap-3">
        {/* The order's own page: its timeline, the code and the receipt to print. */}
        <Link
          to="/order/$id"
          params={{ id: invoice._id }}
          className="inline-flex tap-target items-center gap-1 rounded-full text-sm font-bold text-primary hover:underline"
        >
          <Trans id="purchaseHistory.openOrder">ເບິ່ງຄຳສັ່ງຊື້</Trans>
          <span className="sr-only">{name}</span>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
        <p className="text-lg font-bold text-ink-strong">
          {formatKip(invoice.packetId.amount, i18n.locale)}
        </p>
      </footer>
    </HistoryCard>
  )
}
