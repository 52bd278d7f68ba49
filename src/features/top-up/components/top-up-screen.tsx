import { Trans } from '@lingui/react/macro'
import { Info, Smartphone } from 'lucide-react'
import { useRef } from 'react'
import type { FlowTestOptions } from '../../../lib/use-flow-actor'
import type { TopUpLogic } from '../top-up.logic'
import { useTopUp } from '../use-top-up'
import { CouponForm } from './coupon-form'
import { PhoneCardForm } from './phone-card-form'
import { TopUpForm } from './top-up-form'
import { TopUpOutcome } from './top-up-outcome'
import { TopUpQrDialog } from './top-up-qr-dialog'

/** SPEC 9: mobile-money transfers are made by dialling this USSD code (shown as information). */
export const MOBILE_MONEY_USSD = '*905#'

interface TopUpScreenProps {
  userId: string
  /** Tests hand the top-up their fakes, a clock and an inspector; the app passes nothing. */
  testOptions?: FlowTestOptions<TopUpLogic>
}

/** The recharge screen's body: one customer's top-up. */
export function TopUpScreen({ userId, testOptions }: TopUpScreenProps) {
  const topUp = useTopUp(userId, testOptions)
  const ussd = MOBILE_MONEY_USSD
  // The QR opens once its request is answered, with the amount field disabled meanwhile: closing
  // it gives the focus back to the button that asked for it.
  const submitButton = useRef<HTMLButtonElement>(null)
  return (
    <>
      <TopUpOutcome topUp={topUp} />
      <TopUpForm topUp={topUp} submitRef={submitButton} />
      <TopUpQrDialog topUp={topUp} returnFocusTo={submitButton} />
      <CouponForm />
      <PhoneCardForm userId={userId} />
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
