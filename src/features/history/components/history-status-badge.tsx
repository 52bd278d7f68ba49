import { useLingui } from '@lingui/react/macro'
import { statusFamily, statusTone, type HistoryKind, type StatusTone } from '../history-status'

const toneClass: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/30',
  waiting: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  failure: 'bg-red-100 text-red-800 ring-red-600/30',
}

/**
 * A status as a coloured badge with its label; the raw value stays available as a tooltip. An
 * order whose price went back to the wallet says so (its status is CANCEL either way).
 */
export function HistoryStatusBadge({
  status,
  kind,
  refunded = false,
}: {
  status: string
  kind: HistoryKind
  refunded?: boolean
}) {
  const { t } = useLingui()
  const tone = statusTone(status, kind)
  const labels = {
    done: t({ id: 'status.done', message: 'ສຳເລັດ' }),
    waiting: t({ id: 'status.waiting', message: 'ລໍຖ້າການຢືນຢັນ' }),
    waitingReceipt: t({ id: 'status.waitingReceipt', message: 'ລໍຖ້າຢືນຢັນການໂອນ' }),
    running: t({ id: 'status.running', message: 'ກຳລັງດຳເນີນການ' }),
    cancelled: t({ id: 'status.cancelled', message: 'ຍົກເລີກ' }),
    // SPEC 4: an unknown value reads as a failure in top-up history and a success in purchases.
    other:
      kind === 'topUp'
        ? t({ id: 'status.failed', message: 'ບໍ່ສຳເລັດ' })
        : t({ id: 'status.done', message: 'ສຳເລັດ' }),
  }
  return (
    <span
      title={status}
      data-status={status}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${toneClass[tone]}`}
    >
      {refunded ? t({ id: 'status.refunded', message: 'ຄືນເງິນແລ້ວ' }) : labels[statusFamily(status)]}
    </span>
  )
}
