import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ScreenFrame } from '#src/ui/screen-frame'
import { pageNumberOf, type HistoryPageParams } from '../history-paging'

interface HistoryFrameProps {
  tab: 'invoice' | 'buy'
  page: HistoryPageParams
  /** The list of this page, or its loading, empty or error state. */
  children: ReactNode
}

const tabClass =
  'flex tap-target flex-1 items-center justify-center rounded-full px-4 py-2 text-center text-sm font-bold text-ink transition aria-[current=page]:bg-white aria-[current=page]:text-first-dark aria-[current=page]:shadow-sm'

/** The two history screens share their frame: a tab switch, the page shown, then the list. */
export function HistoryFrame({ tab, page, children }: HistoryFrameProps) {
  const { t } = useLingui()
  // Switching tabs keeps the page size and starts at the first page of the other list.
  const firstPage = { limit: page.limit, skip: 0 }
  const pageNumber = pageNumberOf(page)

  return (
    <ScreenFrame title={t({ id: 'menu.history', message: 'ປະຫວັດ' })}>
      <nav
        aria-label={t({ id: 'history.tabs', message: 'ປະເພດປະຫວັດ' })}
        className="flex gap-1 rounded-full bg-slate-200/70 p-1"
      >
        <Link
          to="/history-invoice/limit/$limit/skip/$skip"
          params={firstPage}
          aria-current={tab === 'invoice' ? 'page' : undefined}
          className={tabClass}
        >
          <Trans id="history.topUpTab">ປະຫວັດການເຕີມເງິນ</Trans>
        </Link>
        <Link
          to="/history-buy/limit/$limit/skip/$skip"
          params={firstPage}
          aria-current={tab === 'buy' ? 'page' : undefined}
          className={tabClass}
        >
          <Trans id="history.purchaseTab">ປະຫວັດການຊື້</Trans>
        </Link>
      </nav>
      <p className="text-sm">
        <Trans id="history.pageNumber">ໜ້າ {pageNumber}</Trans>
      </p>
      {children}
    </ScreenFrame>
  )
}
