import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { Copy, Ticket } from 'lucide-react'
import { useCopy } from '#src/ui/use-copy'
import { OrderLink } from './order-placed-notice'

interface VoucherReceiptProps {
  code: string
  /** The order, whose page keeps the code for later. */
  invoiceId: string
  productName: string
  /** SPEC 4: the page reloads its data when the customer confirms. */
  onClose: () => void
}

/** SPEC 4: the bought voucher's code, with a copy button, until the customer confirms. */
export function VoucherReceipt({ code, invoiceId, productName, onClose }: VoucherReceiptProps) {
  const { t } = useLingui()
  // No clipboard outside https: the customer is told, and the code stays selectable.
  const copy = useCopy({
    copied: t({ id: 'purchase.codeCopied', message: 'ສຳເນົາລະຫັດແລ້ວ' }),
    failed: t({ id: 'purchase.codeNotCopied', message: 'ສຳເນົາບໍ່ໄດ້, ກະລຸນາຈົດລະຫັດໄວ້' }),
  })
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-2xl animate-pop-in">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <Ticket aria-hidden className="size-8" />
          </span>
          <Dialog.Title className="text-lg font-bold text-ink-strong">
            <Trans id="purchase.voucherTitle">ຊື້ບັດສຳເລັດ</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm">{productName}</Dialog.Description>
          <p
            data-testid="voucher-code"
            className="w-full rounded-2xl bg-third px-4 py-3 font-mono text-xl font-bold tracking-wider break-all text-ink-strong select-all"
          >
            {code}
          </p>
          <button
            type="button"
            onClick={() => void copy(code)}
            className="inline-flex tap-target items-center gap-2 rounded-full border-2 border-first px-5 py-2 font-bold text-first-dark"
          >
            <Copy aria-hidden className="size-4" />
            <Trans id="purchase.copyCode">ສຳເນົາລະຫັດ</Trans>
          </button>
          <OrderLink invoiceId={invoiceId} />
          <Dialog.Close className="tap-target w-full rounded-full bg-primary px-5 py-2.5 font-bold text-white">
            <Trans id="purchase.voucherDone">ຕົກລົງ</Trans>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
