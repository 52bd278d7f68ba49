import { Trans, useLingui } from '@lingui/react/macro'
import type { components } from '#contract/schema'
import { orderNoteMessage } from '#src/i18n/error-message'
import { namesOf, pickName } from '#src/lib/localized-name'
import { cardReferenceOf, gameServerOf } from '../invoice-view'
import { CopyableValue } from '#src/ui/copyable-value'
import { HistoryDetail } from './history-card'

type Invoice = components['schemas']['Invoice']

/** The account an order went to: its fields, named in the reader's language, and the server. */
export function InvoiceAccountDetails({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  const server = gameServerOf(invoice)
  return (
    <>
      {invoice.inputAboutInfo.map((field) => (
        <HistoryDetail key={field.name} term={pickName(namesOf(field), i18n.locale)}>
          {field.value}
        </HistoryDetail>
      ))}
      {server ? (
        <HistoryDetail term={<Trans id="purchaseHistory.server">ເຊີບເວີ</Trans>}>
          {server}
        </HistoryDetail>
      ) : null}
    </>
  )
}

/** A cash card's second reference, with its copy button; nothing for other products. */
export function CardReferenceDetail({ invoice }: { invoice: Invoice }) {
  const ref2 = cardReferenceOf(invoice)
  return ref2 ? (
    <HistoryDetail term={<Trans id="purchaseHistory.ref2">ເລກອ້າງອີງທີ 2</Trans>}>
      <CopyableValue value={ref2} />
    </HistoryDetail>
  ) : null
}

/** The shop's note on an order (why it was refused, what to do), when it has one. */
export function NoteDetail({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  return invoice.note ? (
    <HistoryDetail term={<Trans id="purchaseHistory.note">ໝາຍເຫດ</Trans>}>
      {orderNoteMessage(invoice.note, i18n)}
    </HistoryDetail>
  ) : null
}

/**
 * The order's short number with its copy button: what the customer reads out to support, the
 * same in history, on the order page and its receipt, and at the desk.
 */
export function OrderNumberDetail({ invoice }: { invoice: Invoice }) {
  return (
    <HistoryDetail term={<Trans id="order.number">ເລກທີຄຳສັ່ງຊື້</Trans>}>
      <CopyableValue value={invoice.orderNumber} />
    </HistoryDetail>
  )
}
