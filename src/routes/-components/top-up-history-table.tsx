import { Trans, useLingui } from '@lingui/react/macro'
import type { components } from '../../api/schema'
import { formatKip } from '../../lib/format-money'
import { formatTimestamp } from '../../lib/format-time'
import { HistoryStatusBadge } from './history-status-badge'

type WalletHistoryEntry = components['schemas']['WalletHistoryEntry']

interface TopUpHistoryTableProps {
  entries: WalletHistoryEntry[]
  /** The rows before this page: the index column counts on from there. */
  skip: number
}

const cellClass = 'px-2 py-2 whitespace-nowrap md:px-3 md:py-2.5'

/** SPEC 2: index, old balance, amount, current balance, status, type and date, one top-up a row. */
export function TopUpHistoryTable({ entries, skip }: TopUpHistoryTableProps) {
  const { t } = useLingui()
  // SPEC 4 "Payment method labels"; a method the shop does not know yet shows as the backend says it.
  const methodLabel = (moneyType: string) => {
    switch (moneyType) {
      case 'BANK':
      case 'MONEY_THAI':
        return t({ id: 'moneyType.bank', message: 'ທະນາຄານ' })
      case 'ADMIN':
        return t({ id: 'moneyType.admin', message: 'ແອັດມິນ' })
      case 'CUPONG_MONEY':
        return t({ id: 'moneyType.coupon', message: 'ເຕີມດ້ວຍຄູປອງ' })
      default:
        return moneyType
    }
  }

  return (
    // Seven columns do not fit a phone: the table scrolls sideways (and by keyboard) inside its card.
    <div
      tabIndex={0}
      role="region"
      aria-label={t({ id: 'history.topUpTab', message: 'ປະຫວັດການເຕີມເງິນ' })}
      className="overflow-x-auto rounded-3xl bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-third text-xs text-ink uppercase">
          <tr>
            <th scope="col" className={cellClass}>
              #
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              <Trans id="topUpHistory.oldBalance">ຍອດເງິນເກົ່າ</Trans>
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              <Trans id="topUpHistory.amount">ຈຳນວນເງິນ</Trans>
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              <Trans id="topUpHistory.currentBalance">ຍອດເງິນປັດຈຸບັນ</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans id="topUpHistory.status">ສະຖານະ</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans id="topUpHistory.type">ປະເພດ</Trans>
            </th>
            <th scope="col" className={cellClass}>
              <Trans id="topUpHistory.date">ວັນທີ</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-ink-strong">
          {entries.map((entry, index) => (
            <tr key={entry._id} data-topup-id={entry._id}>
              <td className={`${cellClass} text-ink`}>{skip + index + 1}</td>
              <td className={`${cellClass} text-right`}>{formatKip(entry.oldAmount)}</td>
              <td className={`${cellClass} text-right font-bold`}>{formatKip(entry.amount)}</td>
              <td className={`${cellClass} text-right`}>{formatKip(entry.currentAmount)}</td>
              <td className={cellClass}>
                <HistoryStatusBadge status={entry.status} kind="topUp" />
              </td>
              <td className={cellClass}>{methodLabel(entry.moneyType)}</td>
              <td className={`${cellClass} text-ink`}>{formatTimestamp(entry.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
