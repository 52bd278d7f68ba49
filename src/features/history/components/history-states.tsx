import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { EmptyState } from '#src/ui/empty-state'
import { ErrorState } from '#src/ui/error-state'
import { FIRST_HISTORY_PAGE } from '#contract/shop-rules'
import { type HistoryPageParams } from '../history-paging'
import type { HistoryListPath } from './history-paginator'

/** A page that failed to load: the tabs stay, and a retry loads it again. */
export function HistoryLoadFailure() {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <ErrorState
      message={t({ id: 'history.loadFailed', message: 'ໂຫຼດປະຫວັດບໍ່ສຳເລັດ' })}
      onRetry={() => void router.invalidate()}
    />
  )
}

/** No rows here: none at all yet, or a page past the last one (an old link, a shrunk list). */
export function HistoryEmpty({ to, page }: { to: HistoryListPath; page: HistoryPageParams }) {
  if (page.skip === 0) {
    return (
      <EmptyState
        hint={<Trans id="history.emptyHint">ລາຍການຂອງທ່ານຈະສະແດງຢູ່ນີ້ເມື່ອທ່ານເຕີມເງິນ ຫຼື ຊື້ສິນຄ້າ.</Trans>}
      />
    )
  }
  return (
    <EmptyState
      hint={
        <Link
          to={to}
          params={{ ...FIRST_HISTORY_PAGE, limit: page.limit }}
          className="font-bold text-primary underline"
        >
          <Trans id="history.backToFirstPage">ກັບໄປໜ້າທຳອິດ</Trans>
        </Link>
      }
    />
  )
}
