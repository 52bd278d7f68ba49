import { Trans, useLingui } from '@lingui/react/macro'
import { Copy } from 'lucide-react'
import type { components } from '../../../../contract/schema'
import { toasts } from '../../../ui/notify'
import type { Locale } from '../../../i18n/locales'
import { formatKip } from '../../../lib/format-money'
import { formatTimestamp } from '../../../lib/format-time'
import { HistoryCard, HistoryDetail, HistoryDetails } from './history-card'
import { HistoryStatusBadge } from './history-status-badge'

type Invoice = components['schemas']['Invoice']
type InvoiceProduct = components['schemas']['InvoiceProduct']

/** DECISIONS: serverName WEPAY names the provider that delivered the order, not a game server. */
const PROVIDER_SERVER_NAME = 'WEPAY'

/** The card type whose second reference (the card's serial) the customer needs to use it. */
const CASH_CARD_TYPE = 'cashcard'

/** The game's name in the language shown, the Lao name when that one is missing. */
export function productName(product: InvoiceProduct, locale: string): string {
  const byLocale: Record<Locale, string> = {
    lo: product.name,
    th: product.nameTh,
    en: product.nameEn,
  }
  return byLocale[locale as Locale] || product.name
}

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
  const server =
    invoice.serverName && invoice.serverName !== PROVIDER_SERVER_NAME ? invoice.serverName : null
  const ref2 = invoice.gameId.type === CASH_CARD_TYPE ? invoice.cashcard_ref2 : null

  return (
    <HistoryCard
      data-invoice-id={invoice._id}
      className="h-full"
      heading={
        <>
          <h2 className="font-bold text-ink-strong">{productName(invoice.gameId, i18n.locale)}</h2>
          <p className="text-sm text-ink">{invoice.packetId.name}</p>
        </>
      }
      badge={<HistoryStatusBadge status={invoice.status} kind="purchase" />}
    >
      <HistoryDetails>
        {invoice.inputAboutInfo.map((field) => (
          <HistoryDetail key={field.name} term={field.name}>
            {field.value}
          </HistoryDetail>
        ))}
        {server ? (
          <HistoryDetail term={<Trans id="purchaseHistory.server">ເຊີບເວີ</Trans>}>
            {server}
          </HistoryDetail>
        ) : null}
        {invoice.code ? (
          <HistoryDetail term={<Trans id="purchaseHistory.code">ລະຫັດ</Trans>}>
            <CopyableValue value={invoice.code} />
          </HistoryDetail>
        ) : null}
        {ref2 ? (
          <HistoryDetail term={<Trans id="purchaseHistory.ref2">ເລກອ້າງອີງທີ 2</Trans>}>
            <CopyableValue value={ref2} />
          </HistoryDetail>
        ) : null}
        <HistoryDetail term={<Trans id="purchaseHistory.orderedAt">ເວລາສັ່ງຊື້</Trans>}>
          {formatTimestamp(invoice.created_at)}
        </HistoryDetail>
        {invoice.note ? (
          <HistoryDetail term={<Trans id="purchaseHistory.note">ໝາຍເຫດ</Trans>}>
            {invoice.note}
          </HistoryDetail>
        ) : null}
      </HistoryDetails>
      <p className="mt-auto text-right text-lg font-bold text-ink-strong">
        {formatKip(invoice.packetId.amount)}
      </p>
    </HistoryCard>
  )
}

function CopyableValue({ value }: { value: string }) {
  const { t } = useLingui()
  // The clipboard exists only on secure origins (https or localhost).
  const copy = () =>
    (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toasts.success(t({ id: 'purchaseHistory.copied', message: 'ຄັດລອກແລ້ວ' })),
      () => toasts.error(t({ id: 'purchaseHistory.copyFailed', message: 'ຄັດລອກບໍ່ໄດ້' })),
    )
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono">{value}</span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t({ id: 'purchaseHistory.copy', message: `ຄັດລອກ ${value}` })}
        className="flex tap-target items-center justify-center rounded-full text-primary hover:bg-third"
      >
        <Copy aria-hidden className="size-4" />
      </button>
    </span>
  )
}
