import { useLingui } from '@lingui/react/macro'
import { Copy } from 'lucide-react'
import { toasts } from '../../../ui/notify'

/** A value the customer types elsewhere (a voucher code, a card's serial), with a copy button. */
export function CopyableValue({ value }: { value: string }) {
  const { t } = useLingui()
  // The clipboard exists only on secure origins (https or localhost).
  const copy = () =>
    (navigator.clipboard?.writeText(value) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toasts.success(t({ id: 'purchaseHistory.copied', message: 'ຄັດລອກແລ້ວ' })),
      () => toasts.error(t({ id: 'purchaseHistory.copyFailed', message: 'ຄັດລອກບໍ່ໄດ້' })),
    )
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono break-all">{value}</span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t({ id: 'purchaseHistory.copy', message: `ຄັດລອກ ${value}` })}
        className="flex tap-target shrink-0 items-center justify-center rounded-full text-primary hover:bg-third print:hidden"
      >
        <Copy aria-hidden className="size-4" />
      </button>
    </span>
  )
}
