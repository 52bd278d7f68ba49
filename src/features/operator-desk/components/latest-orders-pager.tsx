import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'

const pageLink =
  'inline-flex min-h-11 items-center gap-1 rounded-full bg-white px-4 text-sm font-bold text-ink-strong shadow-sm'

/** Which page of the shop's latest orders this is, with the way to newer and older ones. */
export function LatestOrdersPager({ page, more }: { page: number; more: boolean }) {
  const { t } = useLingui()
  return (
    <nav
      aria-label={t({ id: 'desk.orders.pages', message: 'ໜ້າຂອງຄຳສັ່ງຊື້ລ່າສຸດ' })}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <p className="rounded-2xl bg-white/60 px-4 py-3 text-sm">
        <Trans id="desk.orders.latestPage">ຄຳສັ່ງຊື້ລ່າສຸດ, ໜ້າ {page}</Trans>
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to="/admin/orders" search={page > 2 ? { page: page - 1 } : {}} className={pageLink}>
            <ChevronLeft aria-hidden className="size-4" />
            <Trans id="desk.orders.newer">ໃໝ່ກວ່າ</Trans>
          </Link>
        ) : null}
        {more ? (
          <Link to="/admin/orders" search={{ page: page + 1 }} className={pageLink}>
            <Trans id="desk.orders.older">ເກົ່າກວ່າ</Trans>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
