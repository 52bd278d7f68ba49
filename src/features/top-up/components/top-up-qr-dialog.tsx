import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { Clock, TriangleAlert, X } from 'lucide-react'
import { QRCodeSVG } from 'qrcode.react'
import type { RefObject } from 'react'
import { formatRemaining } from '#machines/otp-countdown.machine'
import { useFocusReturn } from '#src/ui/use-focus-return'
import { formatKip } from '#src/lib/format-money'
import type { TopUp } from '../use-top-up'

/** SPEC 2 "Recharge": the QR is shown at 400 px (smaller only when the screen is narrower). */
export const QR_SIZE_PX = 400

/** The QR to pay while the top-up awaits its payment; closing it does not cancel the top-up. */
export function TopUpQrDialog({
  topUp,
  returnFocusTo,
}: {
  topUp: TopUp
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const { t, i18n } = useLingui()
  const { phase, pending, remainingMs, closeQr } = topUp
  const returnFocus = useFocusReturn(returnFocusTo)
  const open = phase === 'waiting' && pending !== null
  if (!open) return null
  const amount = formatKip(pending.amount, i18n.locale)
  const timeLeft = formatRemaining(remainingMs)

  return (
    <Dialog.Root open onOpenChange={(next) => next || closeQr()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-2 top-1/2 z-50 mx-auto max-h-[96dvh] max-w-[460px] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-4 shadow-2xl animate-pop-in sm:p-6"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-ink-strong">
              <Trans id="topUp.qrTitle">ສະແກນ QR ເພື່ອຈ່າຍ {amount}</Trans>
            </Dialog.Title>
            <Dialog.Close className="flex tap-target shrink-0 items-center justify-center rounded-full text-ink hover:bg-third">
              <X aria-hidden className="size-5" />
              <span className="sr-only">
                <Trans id="topUp.closeQr">ປິດ QR</Trans>
              </span>
            </Dialog.Close>
          </div>
          <div className="flex justify-center">
            <QRCodeSVG
              value={pending.qrCode}
              size={QR_SIZE_PX}
              marginSize={2}
              role="img"
              aria-label={t({ id: 'topUp.qrLabel', message: 'QR ສຳລັບຈ່າຍເງິນ' })}
              data-qr-code={pending.qrCode}
              style={{ width: '100%', height: 'auto', maxWidth: QR_SIZE_PX }}
            />
          </div>
          <p className="mt-3 text-center text-2xl font-bold text-ink-strong">{amount}</p>
          <p
            role="timer"
            aria-live="off"
            className="mt-1 flex items-center justify-center gap-1.5 text-sm font-bold text-first-dark"
          >
            <Clock aria-hidden className="size-4" />
            <Trans id="topUp.timeLeft">QR ໝົດອາຍຸໃນ {timeLeft}</Trans>
          </p>
          <Dialog.Description asChild>
            <ul className="mt-4 flex flex-col gap-2 text-sm">
              <li className="flex gap-2 rounded-2xl bg-secondary-light p-3 text-ink-strong">
                <TriangleAlert aria-hidden className="size-5 shrink-0 text-secondary" />
                <Trans id="topUp.onceOnly">QR ນີ້ໃຊ້ຈ່າຍໄດ້ພຽງຄັ້ງດຽວເທົ່ານັ້ນ.</Trans>
              </li>
              <li className="flex gap-2 rounded-2xl bg-red-50 p-3 text-ink-strong">
                <TriangleAlert aria-hidden className="size-5 shrink-0 text-red-600" />
                <Trans id="topUp.payingTwice">
                  ຖ້າທ່ານຈ່າຍ QR ດຽວກັນສອງຄັ້ງ, ແອັດມິນຈະບໍ່ຮັບຜິດຊອບເງິນທີ່ຈ່າຍຊ້ຳ.
                </Trans>
              </li>
            </ul>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
