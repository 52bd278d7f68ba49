import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Printer, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import type { components } from '#contract/schema'
import { FIRST_HISTORY_PAGE } from '#contract/shop-rules'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { namesOf, pickName } from '#src/lib/localized-name'
import { ScreenFrame } from '#src/ui/screen-frame'
import { HistoryDetail, HistoryDetails } from './history-card'
import { StatusBadge } from '#src/ui/status-badge'
import {
  CardReferenceDetail,
  InvoiceAccountDetails,
  NoteDetail,
  OrderNumberDetail,
} from './invoice-account-details'
import { OrderTimeline } from './order-timeline'
import { VoucherCodeReveal } from './voucher-code-reveal'

type InvoiceDetail = components['schemas']['InvoiceDetail']

/** The order screen's frame, shared by its loading and failed states. */
export function OrderFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return <ScreenFrame title={t({ id: 'order.title', message: 'ຄຳສັ່ງຊື້' })}>{children}</ScreenFrame>
}

/**
 * An order's own page: what was bought, for which account, its timeline and its voucher code. The
 * card is also the receipt: printed (or saved as PDF by the browser) it stands alone on one A4 page,
 * the shell and the buttons left out (`print:hidden`).
 */
export function OrderPage({ invoice }: { invoice: InvoiceDetail }) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  // An order refused before any debit was never paid: the receipt must not say it was.
  const paid = invoice.timeline.some(({ step }) => step === 'PAID')
  const refund = invoice.timeline.find(({ step }) => step === 'REFUNDED') ?? null

  return (
    <OrderFrame>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to="/history-buy/limit/$limit/skip/$skip"
          params={FIRST_HISTORY_PAGE}
          className="inline-flex tap-target items-center gap-2 rounded-full text-sm font-bold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          <Trans id="order.backToHistory">ປະຫວັດການຊື້</Trans>
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex tap-target items-center gap-2 rounded-full border-2 border-first bg-white px-4 py-2 text-sm font-bold text-first-dark"
        >
          <Printer aria-hidden className="size-4" />
          <Trans id="order.print">ພິມໃບບິນ / ບັນທຶກ PDF</Trans>
        </button>
      </div>

      <article
        data-testid="order-receipt"
        aria-labelledby="order-receipt-heading"
        className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm md:p-7 print:rounded-none print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
          <div className="min-w-0">
            <p className="text-sm font-bold text-first-dark">
              <Trans id="app.name">ຮ້ານເຕີມເກມ</Trans> · <Trans id="order.receipt">ໃບບິນ</Trans>
            </p>
            <h2 id="order-receipt-heading" className="text-lg font-bold text-ink-strong">
              {pickName(namesOf(invoice.gameId), locale)}
            </h2>
            <p className="text-ink">{pickName(namesOf(invoice.packetId), locale)}</p>
          </div>
          <StatusBadge
            status={invoice.status}
            kind="purchase"
            refunded={invoice.refundedAt !== null}
          />
          {refund ? (
            // The refund is what the customer came to see: beside the badge, not at the timeline's foot.
            <p
              data-testid="order-refund"
              className="flex w-full items-start gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900"
            >
              <RotateCcw aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="flex flex-col">
                <span className="font-bold">
                  <Trans id="order.step.refunded">ຄືນເງິນເຂົ້າກະເປົາແລ້ວ</Trans>{' '}
                  {formatKip(invoice.packetId.amount, i18n.locale)}
                </span>
                <time dateTime={refund.at}>{formatTimestamp(refund.at)}</time>
                {invoice.refundReason ? (
                  <span className="break-words">{invoice.refundReason}</span>
                ) : null}
              </span>
            </p>
          ) : null}
        </header>

        <div className="grid gap-5 md:grid-cols-2 print:grid-cols-2">
          <section className="flex flex-col gap-3">
            <HistoryDetails>
              <OrderNumberDetail invoice={invoice} />
              <HistoryDetail term={<Trans id="purchaseHistory.orderedAt">ເວລາສັ່ງຊື້</Trans>}>
                {formatTimestamp(invoice.created_at)}
              </HistoryDetail>
              <InvoiceAccountDetails invoice={invoice} />
              {paid ? (
                <HistoryDetail term={<Trans id="order.paidWith">ຈ່າຍດ້ວຍ</Trans>}>
                  <Trans id="order.wallet">ກະເປົາເງິນ</Trans>
                </HistoryDetail>
              ) : null}
              <CardReferenceDetail invoice={invoice} />
              <NoteDetail invoice={invoice} />
            </HistoryDetails>
            {invoice.code ? <VoucherCodeReveal code={invoice.code} /> : null}
            <p className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
              <span className="font-bold">
                {paid ? (
                  <Trans id="order.total">ລວມ</Trans>
                ) : (
                  <Trans id="order.priceNotCharged">ລາຄາ (ບໍ່ໄດ້ຕັດເງິນ)</Trans>
                )}
              </span>
              <span className="text-xl font-bold text-ink-strong">
                {formatKip(invoice.packetId.amount, i18n.locale)}
              </span>
            </p>
          </section>
          <OrderTimeline
            status={invoice.status}
            steps={invoice.timeline}
            refundReason={invoice.refundReason ?? null}
          />
        </div>
      </article>
    </OrderFrame>
  )
}
