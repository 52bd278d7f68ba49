import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  statusFamily,
  statusTone,
  type HistoryKind,
  type StatusFamily,
  type StatusTone,
} from '#src/lib/status-family'

const toneClass: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-800 ring-green-600/30',
  waiting: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  failure: 'bg-red-100 text-red-800 ring-red-600/30',
}

const done = msg({ id: 'status.done', message: 'ສຳເລັດ' })
const failed = msg({ id: 'status.failed', message: 'ບໍ່ສຳເລັດ' })

/** The words of each family; `other` depends on the list (SPEC 4), so it is decided below. */
const WORDS: Record<Exclude<StatusFamily, 'other'>, MessageDescriptor> = {
  done,
  waiting: msg({ id: 'status.waiting', message: 'ລໍຖ້າການຢືນຢັນ' }),
  waitingReceipt: msg({ id: 'status.waitingReceipt', message: 'ລໍຖ້າຢືນຢັນການໂອນ' }),
  running: msg({ id: 'status.running', message: 'ກຳລັງດຳເນີນການ' }),
  cancelled: msg({ id: 'status.cancelled', message: 'ຍົກເລີກ' }),
  refunded: msg({ id: 'status.refunded', message: 'ຄືນເງິນແລ້ວ' }),
}

/**
 * A status in the reader's words, the one wording of statuses: history, the order page, its
 * receipt and the desk all show it, and never the raw value.
 */
export function statusWords(
  i18n: I18n,
  status: string,
  kind: HistoryKind,
  { refunded = false } = {},
): string {
  const family = statusFamily(status, { refunded })
  if (family !== 'other') return i18n._(WORDS[family])
  // SPEC 4: an unknown value reads as a failure in top-up history and a success in purchases.
  return i18n._(kind === 'topUp' ? failed : done)
}

/** A status as a coloured badge with its words; the raw value stays in `data-status` for tests. */
export function StatusBadge({
  status,
  kind,
  refunded = false,
}: {
  status: string
  kind: HistoryKind
  /** The record's price went back to the wallet (an order's `refundedAt`). */
  refunded?: boolean
}) {
  const { i18n } = useLingui()
  const tone = statusTone(status, kind)
  return (
    <span
      data-status={status}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${toneClass[tone]}`}
    >
      {statusWords(i18n, status, kind, { refunded })}
    </span>
  )
}
