import { Trans, useLingui } from '@lingui/react/macro'
import { TicketCheck } from 'lucide-react'
import type { components } from '#contract/schema'
import { formatShopClock } from '#contract/shop-clock-text'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'

type CouponBatch = components['schemas']['CouponBatch']

/**
 * The batches minted, newest first: what each was worth, who minted it and when, its last day, and
 * how many of its codes customers redeemed. The codes themselves are never shown again.
 */
export function CouponBatches({ batches }: { batches: CouponBatch[] }) {
  return (
    <section
      aria-labelledby="coupon-batches-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="coupon-batches-heading" className="flex items-center gap-2 font-bold text-ink-strong">
        <TicketCheck aria-hidden className="size-5 text-primary" />
        <Trans id="desk.couponBatches.heading">ຊຸດຄູປອງທີ່ສ້າງແລ້ວ</Trans>
      </h2>
      {batches.length === 0 ? (
        <p className="text-sm">
          <Trans id="desk.couponBatches.none">ຍັງບໍ່ມີຊຸດຄູປອງ</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {batches.map((batch) => (
            <BatchRow key={batch._id} batch={batch} />
          ))}
        </ul>
      )}
    </section>
  )
}

function BatchRow({ batch }: { batch: CouponBatch }) {
  const { i18n } = useLingui()
  const amount = formatKip(batch.amount, i18n.locale)
  const count = batch.count
  const redeemed = batch.redeemed
  const operator = batch.createdBy.fullName
  const minted = formatTimestamp(batch.createdAt)
  // The mint form's last day ends at 23:59:59 in Vientiane: that day is what the operator chose.
  const lastDay = formatShopClock(new Date(batch.expiresAt), 'dd/MM/yyyy')
  return (
    <li
      data-coupon-batch={batch._id}
      className="flex flex-col gap-1 rounded-2xl bg-third px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-0.5">
        <p className="font-bold text-ink-strong">
          <Trans id="desk.couponBatches.what">
            {count} ລະຫັດ × {amount}
          </Trans>
        </p>
        <p>
          <Trans id="desk.couponBatches.who">
            ສ້າງໂດຍ {operator}, {minted}; ໃຊ້ໄດ້ຮອດ {lastDay}
          </Trans>
        </p>
      </div>
      <p className="font-bold text-ink-strong">
        <Trans id="desk.couponBatches.redeemed">
          ໃຊ້ແລ້ວ {redeemed} ຈາກ {count}
        </Trans>
      </p>
    </li>
  )
}
