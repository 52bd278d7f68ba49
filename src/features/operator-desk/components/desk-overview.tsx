import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Boxes, PackageSearch, TriangleAlert, Wallet } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import type { components } from '#contract/schema'
import { errorMessage } from '#src/i18n/error-message'
import { formatKip } from '#src/lib/format-money'
import { namesOf, pickName } from '#src/lib/localized-name'
import { FormAlert } from '#src/ui/form/form-alert'
import { OverviewChart, shortDay } from './overview-chart'

type AdminOverview = components['schemas']['AdminOverviewResponse']
type DeskFigure = components['schemas']['DeskFigure']
type DeskDayFigures = components['schemas']['DeskDayFigures']

const card = 'flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm'
const cardTitle = 'text-lg font-bold text-ink-strong'

/** The desk's first page: the day and the month in figures, what waits, and the last 30 days. */
export function DeskOverview({ overview }: { overview: AdminOverview }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PeriodFigures
          title={<Trans id="desk.overview.today">ມື້ນີ້</Trans>}
          sales={overview.today.sales}
          topups={overview.today.topups}
        />
        <PeriodFigures
          title={<Trans id="desk.overview.month">ເດືອນນີ້</Trans>}
          sales={overview.month.sales}
          topups={overview.month.topups}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Waiting waiting={overview.waiting} />
        <LowStock stock={overview.lowStock} threshold={overview.lowStockThreshold} />
        <SupplierBalanceCard balance={overview.supplierBalance} />
      </div>
      <LastDays days={overview.days} />
    </>
  )
}

function PeriodFigures({
  title,
  sales,
  topups,
}: {
  title: ReactNode
  sales: DeskFigure
  topups: DeskFigure
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className={cardTitle}>
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={<Trans id="desk.overview.sales">ຍອດຂາຍ</Trans>} figure={sales} />
        <Figure label={<Trans id="desk.overview.topups">ການເຕີມເງິນ</Trans>} figure={topups} />
      </dl>
    </section>
  )
}

function Figure({ label, figure }: { label: ReactNode; figure: DeskFigure }) {
  const { i18n } = useLingui()
  const count = figure.count
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-bold break-words text-first-dark">
        {formatKip(figure.kip, i18n.locale)}
      </dd>
      <dd className="text-sm">
        <Trans id="desk.overview.count">{count} ລາຍການ</Trans>
      </dd>
    </div>
  )
}

function Waiting({ waiting }: { waiting: AdminOverview['waiting'] }) {
  const { topups, supplierOrders } = waiting
  return (
    <section className={card}>
      <h2 className={cardTitle}>
        <Trans id="desk.overview.waitingTitle">ລໍຖ້າແອັດມິນ</Trans>
      </h2>
      <ul className="flex flex-col text-sm">
        <li>
          <Link
            to="/admin/topups"
            className="flex min-h-11 items-center gap-2 font-bold text-primary-dark underline"
          >
            <Wallet aria-hidden className="size-4 shrink-0" />
            <Trans id="desk.overview.waitingTopups">ການເຕີມເງິນລໍຖ້າການຕັດສິນ: {topups}</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/admin/supplier"
            className="flex min-h-11 items-center gap-2 font-bold text-primary-dark underline"
          >
            <PackageSearch aria-hidden className="size-4 shrink-0" />
            <Trans id="desk.overview.waitingOrders">ຄຳສັ່ງຊື້ລໍຖ້າຜູ້ສະໜອງ: {supplierOrders}</Trans>
          </Link>
        </li>
      </ul>
    </section>
  )
}

function LowStock({ stock, threshold }: { stock: AdminOverview['lowStock']; threshold: number }) {
  const { i18n } = useLingui()
  return (
    <section className={card}>
      <h2 className={cardTitle}>
        <Trans id="desk.overview.lowStockTitle">ສະຕັອກໃກ້ໝົດ</Trans>
      </h2>
      {stock.length === 0 ? (
        <p className="text-sm">
          <Trans id="desk.overview.lowStockNone">ທຸກແພັກເກັດມີລະຫັດຫຼາຍກວ່າ {threshold} ລະຫັດ</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {stock.map((packet) => {
            const product = pickName(namesOf(packet.product), i18n.locale)
            const left = packet.codesLeft
            return (
              <li key={packet.packetId} className="flex items-start gap-2">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
                <span>
                  {product} · {packet.packetName}:{' '}
                  <Trans id="desk.overview.codesLeft">ເຫຼືອ {left} ລະຫັດ</Trans>
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <Link
        to="/admin/stock"
        className="flex min-h-11 items-center gap-2 text-sm font-bold text-primary-dark underline"
      >
        <Boxes aria-hidden className="size-4" />
        <Trans id="desk.overview.toStock">ໄປທີ່ສະຕັອກບັດ</Trans>
      </Link>
    </section>
  )
}

function SupplierBalanceCard({ balance }: { balance: AdminOverview['supplierBalance'] }) {
  const { i18n } = useLingui()
  return (
    <section className={card}>
      <h2 className={cardTitle}>
        <Trans id="desk.supplier.balanceTitle">ຍອດເງິນຂອງຮ້ານທີ່ຜູ້ສະໜອງ</Trans>
      </h2>
      {balance ? (
        <>
          <p className="text-2xl font-bold text-first-dark" data-testid="overview-supplier-balance">
            {new Intl.NumberFormat(i18n.locale).format(balance.balance)}
          </p>
          {balance.low ? (
            <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800">
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              <Trans id="desk.overview.balanceLow">ຕ່ຳກວ່າເກນທີ່ຕັ້ງໄວ້</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <FormAlert message={errorMessage('SUPPLIER_UNREACHABLE', 'desk')} />
      )}
    </section>
  )
}

/** 'yyyy-MM-dd' -> 'dd/MM/yyyy', as the shop writes dates. */
const fullDay = (day: string) => day.split('-').reverse().join('/')

/** The chart of the last 30 days, and its figures as a table: what a screen reader reads. */
function LastDays({ days }: { days: DeskDayFigures[] }) {
  const { i18n } = useLingui()
  const first = days[0]?.day ?? ''
  const last = days.at(-1)?.day ?? ''
  const from = fullDay(first)
  const to = fullDay(last)
  return (
    <section className={card} aria-labelledby="overview-days-title">
      <h2 id="overview-days-title" className={cardTitle}>
        <Trans id="desk.overview.daysTitle">30 ມື້ຜ່ານມາ (ກີບ)</Trans>
      </h2>
      <p className="text-sm">
        <Trans id="desk.overview.daysSummary">
          ຍອດຂາຍ ແລະ ການເຕີມເງິນຂອງແຕ່ລະມື້, ຈາກ {from} ຫາ {to}, ຕາມເວລາລາວ
        </Trans>
      </p>
      <OverviewChart days={days} />
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-bold text-primary-dark">
          <Trans id="desk.overview.daysTable">ເບິ່ງຕົວເລກເປັນຕາຕະລາງ</Trans>
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-right tabular-nums">
            <caption className="sr-only">
              <Trans id="desk.overview.daysCaption">ຍອດຂາຍ ແລະ ການເຕີມເງິນຂອງແຕ່ລະມື້</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 text-left">
                  <Trans id="desk.overview.day">ວັນທີ</Trans>
                </th>
                <th scope="col" className="px-2 py-1">
                  <Trans id="desk.overview.sales">ຍອດຂາຍ</Trans>
                </th>
                <th scope="col" className="px-2 py-1">
                  <Trans id="desk.overview.topups">ການເຕີມເງິນ</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {days.toReversed().map((day) => (
                <tr key={day.day} className="border-t border-third">
                  <th scope="row" className="py-1 text-left font-normal">
                    <span className="sm:hidden">{shortDay(day.day)}</span>
                    <span className="hidden sm:inline">{fullDay(day.day)}</span>
                  </th>
                  <td className="px-2 py-1">
                    {formatKip(day.sales.kip, i18n.locale)} ({day.sales.count})
                  </td>
                  <td className="px-2 py-1">
                    {formatKip(day.topups.kip, i18n.locale)} ({day.topups.count})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
