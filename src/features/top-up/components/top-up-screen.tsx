import { Trans } from '@lingui/react/macro'
import { Info, Smartphone } from 'lucide-react'
import { useRef } from 'react'
import { TopUpForm } from './top-up-form'
import { TopUpOutcome } from './top-up-outcome'
import { TopUpQrDialog } from './top-up-qr-dialog'

/** SPEC 9: mobile-money transfers are made by dialling this USSD code (shown as information). */
export const MOBILE_MONEY_USSD = '*905#'

/** The recharge screen's body, inside a top-up actor's provider. */
export function TopUpScreen() {
  const ussd = MOBILE_MONEY_USSD
  // The QR opens once its request is answered, with the amount field disabled meanwhile: closing
  // it gives the focus back to the button that asked for it.
  const submitButton = useRef<HTMLButtonElement>(null)
  return (
    <>
      <TopUpOutcome />
      <TopUpForm submitRef={submitButton} />
      <TopUpQrDialog returnFocusTo={submitButton} />
      <p className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <Trans id="recharge.noWithdrawal">ເງິນທີ່ເຕີມເຂົ້າກະເປົາແລ້ວ ບໍ່ສາມາດຖອນອອກໄດ້.</Trans>
      </p>
      <p className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm">
        <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-first" />
        <span>
          <Trans id="recharge.mobileMoney">
            ໂອນເງິນຜ່ານມືຖື (Mobile Money): ກົດ <strong className="font-mono">{ussd}</strong>{' '}
            ໃນໂທລະສັບຂອງທ່ານ.
          </Trans>
        </span>
      </p>
    </>
  )
}
