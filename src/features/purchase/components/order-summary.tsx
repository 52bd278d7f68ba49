import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PlacedOrder, PurchaseReceipt } from '#machines/purchase.types'
import { formatKip } from '#src/lib/format-money'
import { pickName } from '#src/lib/localized-name'
import { CopyableValue } from '#src/ui/copyable-value'

/**
 * What an order placed from this screen was: the item, its price, the account it went to and the
 * order's number, as the customer checks them against the game and quotes them to the team.
 */
export function OrderSummary({
  receipt,
  placed,
}: {
  receipt: PurchaseReceipt
  placed: PlacedOrder | null
}) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return (
    <dl
      data-testid="order-summary"
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm"
    >
      {placed?.packet ? (
        <Line term={<Trans id="purchase.summaryItem">ລາຍການ</Trans>}>
          {pickName(placed.packet.names, locale)}
        </Line>
      ) : null}
      <Line term={<Trans id="purchase.summaryPrice">ລາຄາ</Trans>}>
        {formatKip(receipt.amount, i18n.locale)}
      </Line>
      {placed?.account.map(({ labels, value }) => (
        <Line key={labels.lao} term={pickName(labels, locale)}>
          {value}
        </Line>
      ))}
      {placed?.server ? (
        <Line term={<Trans id="purchase.server">ເຊີບເວີ</Trans>}>{placed.server}</Line>
      ) : null}
      <Line term={<Trans id="order.number">ເລກທີຄຳສັ່ງຊື້</Trans>}>
        <CopyableValue value={receipt.orderNumber} />
      </Line>
    </dl>
  )
}

function Line({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="font-normal">{term}</dt>
      <dd className="font-bold break-words">{children}</dd>
    </>
  )
}
