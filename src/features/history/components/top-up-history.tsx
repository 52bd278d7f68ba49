import { Trans, useLingui } from '@lingui/react/macro'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { HistoryCard, HistoryDetail, HistoryDetails } from './history-card'
import { StatusBadge } from '#src/ui/status-badge'
import { errorMessage } from '#src/i18n/error-message'

type WalletHistoryEntry = components['schemas']['WalletHistoryEntry']

interface TopUpHistoryProps {
  entries: WalletHistoryEntry[]
  /** The rows before this page: the index counts on from there. */
  skip: number
}

const cellClass = 'px-2 py-2 whitespace-nowrap md:px-3 md:py-2.5'

/** Why a top-up was refused: a card provider's code in the reader's words, else the operator's text. */
function rejectionOf(entry: WalletHistoryEntry): string | null {
  return entry.cardRefusal ? errorMessage(entry.cardRefusal) : (entry.rejectReason ?? null)
}

/** The reference an operator credited a top-up against by hand, as the bank or transfer wrote it. */
function ApprovalReferenceTerm() {
  return <Trans id="topUpHistory.approvalReference">ເລກອ້າງອີງການໂອນ</Trans>
}

/**
 * SPEC 2: index, old balance, amount, current balance, status, type and date of each top-up. Seven
 * columns do not fit a phone, so a phone shows one card per top-up and a wide screen the table.
 * Both are rendered and CSS picks one by width: no script has to know the screen's size, and the
 * hidden one (display: none) is hidden from screen readers too.
 */
export function TopUpHistory({ entries, skip }: TopUpHistoryProps) {
  const methodLabel = useMethodLabel()
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {entries.map((entry, index) => (
          <li key={entry._id}>
            <TopUpCard
              entry={entry}
              number={skip + index + 1}
              method={methodLabel(entry.moneyType)}
            />
          </li>
        ))}
      </ul>
      <TopUpTable entries={entries} skip={skip} methodLabel={methodLabel} />
    </>
  )
}

/** SPEC 4 "Payment method labels"; a method the shop does not know yet shows as the backend says it. */
function useMethodLabel() {
  const { t } = useLingui()
  return (moneyType: string) => {
    switch (moneyType) {
      case 'BANK':
      case 'MONEY_THAI':
        return t({ id: 'moneyType.bank', message: 'ທະນາຄານ' })
      case 'ADMIN':
        return t({ id: 'moneyType.admin', message: 'ແອັດມິນ' })
      case 'CUPONG_MONEY':
        return t({ id: 'moneyType.coupon', message: 'ເຕີມດ້ວຍຄູປອງ' })
      case 'PHONE_CARD':
        return t({ id: 'moneyType.phoneCard', message: 'ເຕີມດ້ວຍບັດໂທລະສັບ' })
      case 'MOBILE_MONEY':
        return t({ id: 'moneyType.mobileMoney', message: 'ເງິນມືຖື' })
      default:
        return moneyType
    }
  }
}

function TopUpCard({
  entry,
  number,
  method,
}: {
  entry: WalletHistoryEntry
  number: number
  method: string
}) {
  const { i18n } = useLingui()
  return (
    <HistoryCard
      data-topup-id={entry._id}
      heading={
        <>
          <p className="text-sm text-ink">
            #{number} · <Trans id="topUpHistory.amount">ຈຳນວນເງິນ</Trans>
          </p>
          <h2 className="text-lg font-bold text-ink-strong">
            {formatKip(entry.amount, i18n.locale)}
          </h2>
        </>
      }
      badge={<StatusBadge status={entry.status} kind="topUp" />}
    >
      <HistoryDetails>
        <HistoryDetail term={<Trans id="topUpHistory.oldBalance">ຍອດເງິນເກົ່າ</Trans>}>
          {formatKip(entry.oldAmount, i18n.locale)}
        </HistoryDetail>
        <HistoryDetail term={<Trans id="topUpHistory.currentBalance">ຍອດເງິນປັດຈຸບັນ</Trans>}>
          {formatKip(entry.currentAmount, i18n.locale)}
        </HistoryDetail>
        <HistoryDetail term={<Trans id="topUpHistory.type">ປະເພດ</Trans>}>{method}</HistoryDetail>
        <HistoryDetail term={<Trans id="topUpHistory.date">ວັນທີ</Trans>}>
          {formatTimestamp(entry.created_at)}
        </HistoryDetail>
        {rejectionOf(entry) ? (
          <HistoryDetail term={<Trans id="topUpHistory.rejectReason">ເຫດຜົນທີ່ປະຕິເສດ</Trans>}>
            {rejectionOf(entry)}
          </HistoryDetail>
        ) : null}
        {entry.approvalReference ? (
          <HistoryDetail term={<ApprovalReferenceTerm />}>
            <span className="font-mono break-all">{entry.approvalReference}</span>
          </HistoryDetail>
        ) : null}
      </HistoryDetails>
    </HistoryCard>
  )
}

function TopUpTable({
  entries,
  skip,
  methodLabel,
}: TopUpHistoryProps & { methodLabel: (moneyType: string) => string }) {
  const { t, i18n } = useLingui()
  return (
    // Between the phone's cards and a roomy screen the table may still be wider than its card: it
    // then scrolls sideways there (and by keyboard).
    <div
      tabIndex={0}
      role="region"
      aria-label={t({ id: 'history.topUpTab', message: 'ປະຫວັດການເຕີມເງິນ' })}
      className="hidden overflow-x-auto rounded-3xl bg-white shadow-sm md:block"
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
              <td className={`${cellClass} text-right`}>
                {formatKip(entry.oldAmount, i18n.locale)}
              </td>
              <td className={`${cellClass} text-right font-bold`}>
                {formatKip(entry.amount, i18n.locale)}
              </td>
              <td className={`${cellClass} text-right`}>
                {formatKip(entry.currentAmount, i18n.locale)}
              </td>
              <td className={cellClass}>
                <StatusBadge status={entry.status} kind="topUp" />
                {rejectionOf(entry) ? (
                  <p className="mt-1 max-w-56 text-xs whitespace-normal text-ink">
                    {rejectionOf(entry)}
                  </p>
                ) : null}
                {entry.approvalReference ? (
                  <p className="mt-1 max-w-56 text-xs whitespace-normal text-ink">
                    <ApprovalReferenceTerm />:{' '}
                    <span className="font-mono break-all">{entry.approvalReference}</span>
                  </p>
                ) : null}
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
