import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { pageNumberOf, type HistoryPageParams } from '../history-paging'
import { pageCountOf, pageParams, paginatorItems } from '../history-paginator'

export type HistoryListPath =
  '/history-invoice/limit/$limit/skip/$skip' | '/history-buy/limit/$limit/skip/$skip'

interface HistoryPaginatorProps {
  to: HistoryListPath
  page: HistoryPageParams
  total: number
}

const itemClass =
  'flex tap-target items-center justify-center rounded-full px-3 text-sm font-bold transition'
const linkClass = `${itemClass} bg-white text-ink-strong shadow-sm hover:bg-third aria-[current=page]:bg-first-dark aria-[current=page]:text-white`
const disabledClass = `${itemClass} bg-white/50 text-slate-400`

/** Page numbers with back and next; each page is its own address, so it can be shared or reloaded. */
export function HistoryPaginator({ to, page, total }: HistoryPaginatorProps) {
  const { t } = useLingui()
  const current = pageNumberOf(page)
  const pageCount = pageCountOf(total, page.limit)
  if (pageCount <= 1 && current === 1) return null

  const pageLabel = (number: number) => t({ id: 'paginator.page', message: `ໜ້າ ${number}` })
  const pageLink = (target: number, children: ReactNode, label?: string) => (
    <Link
      to={to}
      params={pageParams(target, page.limit)}
      aria-label={label}
      aria-current={target === current ? 'page' : undefined}
      className={linkClass}
    >
      {children}
    </Link>
  )
  const back = (
    <>
      <ChevronLeft aria-hidden className="size-4" />
      <Trans id="paginator.back">ກັບຄືນ</Trans>
    </>
  )
  const next = (
    <>
      <Trans id="paginator.next">ຕໍ່ໄປ</Trans>
      <ChevronRight aria-hidden className="size-4" />
    </>
  )

  return (
    <nav
      aria-label={t({ id: 'paginator.label', message: 'ໜ້າ' })}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      {current > 1 ? (
        pageLink(Math.min(current - 1, pageCount), back)
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {back}
        </span>
      )}
      {paginatorItems(Math.min(current, pageCount), pageCount).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.after}`} aria-hidden className="px-1 text-ink">
            …
          </span>
        ) : (
          <span key={item.page}>{pageLink(item.page, item.page, pageLabel(item.page))}</span>
        ),
      )}
      {current < pageCount ? (
        pageLink(current + 1, next)
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {next}
        </span>
      )}
    </nav>
  )
}
