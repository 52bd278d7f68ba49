import { Trans, useLingui } from '@lingui/react/macro'
import { TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { pickName } from '#src/lib/localized-name'
import { RestockForm } from './restock-form'

type VoucherStock = components['schemas']['VoucherStock']

/** Every voucher package with its codes left, the emptiest first, each with its own restock form. */
export function VoucherStockList({
  stock,
  lowStockThreshold,
}: {
  stock: VoucherStock[]
  lowStockThreshold: number
}) {
  const low = stock.filter((row) => row.low).length
  return (
    <>
      <p className="text-sm">
        {low > 0 ? (
          <Trans id="desk.stock.lowSummary">
            {low} ແພັກເກັດເຫຼືອ {lowStockThreshold} ລະຫັດ ຫຼື ໜ້ອຍກວ່າ
          </Trans>
        ) : (
          <Trans id="desk.stock.allStocked">ທຸກແພັກເກັດມີລະຫັດພຽງພໍ</Trans>
        )}
      </p>
      <ul className="flex flex-col gap-3">
        {stock.map((row) => (
          <StockRow key={row.packetId} row={row} />
        ))}
      </ul>
    </>
  )
}

function StockRow({ row }: { row: VoucherStock }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const formId = useId()
  const productName = pickName(
    { lao: row.product.name, thai: row.product.nameTh, english: row.product.nameEn },
    i18n.locale,
  )
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-bold text-ink-strong">
            {productName} · {row.packetName}
          </h2>
          <p className="text-sm">{formatKip(row.amount, i18n.locale)}</p>
        </div>
        <div className="flex items-center gap-3">
          <p
            className={`flex items-center gap-1.5 text-sm font-bold ${row.low ? 'text-red-700' : 'text-green-700'}`}
          >
            {row.low ? <TriangleAlert aria-hidden className="size-4" /> : null}
            {row.codesLeft === 0 ? (
              <Trans id="desk.stock.soldOut">ໝົດແລ້ວ</Trans>
            ) : (
              <Trans id="desk.stock.left">ເຫຼືອ {row.codesLeft} ລະຫັດ</Trans>
            )}
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 items-center rounded-full bg-third px-4 text-sm font-bold text-ink-strong hover:bg-slate-200"
          >
            <Trans id="desk.stock.addCodes">ເພີ່ມລະຫັດ</Trans>
          </button>
        </div>
      </div>
      {/* Hidden, not unmounted: a paste half done survives closing the box. */}
      <div id={formId} hidden={!open}>
        <RestockForm packetId={row.packetId} />
      </div>
    </li>
  )
}
