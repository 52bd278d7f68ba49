import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { namesOf, pickName } from '#src/lib/localized-name'
import { CopyableValue } from '#src/ui/copyable-value'

type AdminOrder = components['schemas']['AdminOrder']

/** One record of a desk list: what it is, beside the operator's controls for it. */
export function DeskRow({
  headingId,
  orderId,
  facts,
  children,
}: {
  headingId: string
  /** The order the row is for, when it is one (the browser tests find rows by it). */
  orderId?: string
  facts: ReactNode
  children: ReactNode
}) {
  return (
    <li
      aria-labelledby={headingId}
      data-order-id={orderId}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between"
    >
      {facts}
      <div className="flex min-w-0 flex-col gap-2 md:w-80">{children}</div>
    </li>
  )
}

/**
 * What an order is, as every desk list shows it: the game and packet, the price, the customer and
 * the account fields; `children` adds what the list is about, above the order's short number.
 */
export function OrderSummary({
  order,
  headingId,
  children,
}: {
  order: AdminOrder
  headingId: string
  children: ReactNode
}) {
  const { i18n } = useLingui()
  // The account fields named in the operator's language, as the customer's screens name them.
  const fields = order.inputAboutInfo
    .map((field) => `${pickName(namesOf(field), i18n.locale)}: ${field.value}`)
    .join(' · ')
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 id={headingId} className="font-bold text-ink-strong">
        {pickName(namesOf(order.gameId), i18n.locale)} ·{' '}
        {pickName(namesOf(order.packetId), i18n.locale)}
      </h3>
      <p className="text-lg font-bold text-first-dark">
        {formatKip(order.packetId.amount, i18n.locale)}
      </p>
      <p className="text-sm">
        {order.customer.fullName} · <span className="font-mono">{order.customer.phone}</span>
      </p>
      {fields ? <p className="text-sm break-words">{fields}</p> : null}
      {children}
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <Trans id="order.number">ເລກທີຄຳສັ່ງຊື້</Trans>
        <CopyableValue value={order.orderNumber} />
      </p>
    </div>
  )
}
