import { Trans } from '@lingui/react/macro'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import { CopyableValue } from '#src/ui/copyable-value'

/**
 * A voucher code is money to whoever reads it: hidden until the customer taps, so it does not sit
 * on a screen someone looks over (or in a screenshot), then shown with its copy button.
 */
export function VoucherCodeReveal({ code }: { code: string }) {
  const [shown, setShown] = useState(false)
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-third p-3">
      <span className="text-sm">
        <Trans id="order.voucherCode">ລະຫັດບັດ</Trans>
      </span>
      {shown ? (
        <strong data-testid="order-voucher-code" className="text-lg text-ink-strong">
          <CopyableValue value={code} />
        </strong>
      ) : (
        <>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="inline-flex tap-target items-center gap-2 self-start rounded-full bg-white px-4 py-2 font-bold text-primary shadow-sm print:hidden"
          >
            <Eye aria-hidden className="size-4" />
            <Trans id="order.showCode">ແຕະເພື່ອເບິ່ງລະຫັດ</Trans>
          </button>
          {/* A receipt printed before the code was shown keeps it hidden: a button means nothing on paper. */}
          <span aria-hidden className="hidden font-mono text-lg tracking-widest print:inline">
            ••••••••••••
          </span>
        </>
      )}
    </div>
  )
}
