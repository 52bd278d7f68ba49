import { Trans } from '@lingui/react/macro'
import { Info, Smartphone } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { RechargeMethod } from '#machines/recharge-methods'
import type { FlowTestOptions } from '#src/lib/use-flow-actor'
import type { RechargeLogic } from '../recharge.logic'
import { useCoupon } from '../use-coupon'
import { usePhoneCard } from '../use-phone-card'
import { useRecharge, type Recharge } from '../use-recharge'
import { useTopUp } from '../use-top-up'
import { CouponForm } from './coupon-form'
import { MethodPicker } from './method-picker'
import { PhoneCardForm } from './phone-card-form'
import { TopUpForm } from './top-up-form'
import { TopUpOutcome } from './top-up-outcome'
import { TopUpQrDialog } from './top-up-qr-dialog'

/** SPEC 9: mobile-money transfers are made by dialling this USSD code (shown as information). */
export const MOBILE_MONEY_USSD = '*905#'

interface RechargeScreenProps {
  userId: string
  /** The method the address names (`?method=`), if any. */
  method: RechargeMethod | undefined
  /** Writes the customer's choice to the address, so a reload opens the same method. */
  onMethodChosen: (method: RechargeMethod) => void
  /** Tests hand the machine their fakes, a clock and an inspector; the app passes nothing. */
  testOptions?: FlowTestOptions<RechargeLogic>
}

/** The recharge screen's body: the method choice, then the chosen method's form and outcome. */
export function RechargeScreen({
  userId,
  method,
  onMethodChosen,
  testOptions,
}: RechargeScreenProps) {
  const recharge = useRecharge(userId, method, testOptions)
  const { qr, coupon, phoneCard } = recharge
  const ussd = MOBILE_MONEY_USSD
  // A link to the page that names no method (the menu's) keeps the one on screen, a QR waiting to
  // be paid included: the address is brought back in line with it, so a reload opens it again.
  const shown = recharge.method
  useEffect(() => {
    if (!method && shown) onMethodChosen(shown)
  }, [method, shown, onMethodChosen])
  return (
    <>
      <MethodPicker
        chosen={recharge.method}
        disabled={recharge.sending}
        onChoose={(next) => {
          recharge.choose(next)
          onMethodChosen(next)
        }}
      />
      {qr ? <QrMethod actor={qr} /> : null}
      {coupon ? <CouponMethod actor={coupon} /> : null}
      {phoneCard ? <PhoneCardMethod actor={phoneCard} /> : null}
      {recharge.method === 'mobileMoney' ? (
        <p className="flex items-start gap-3 rounded-3xl bg-white p-5 shadow-sm">
          <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-first" />
          <span>
            <Trans id="recharge.mobileMoney">
              ໂອນເງິນຜ່ານມືຖື (Mobile Money): ກົດ <strong className="font-mono">{ussd}</strong>{' '}
              ໃນໂທລະສັບຂອງທ່ານ.
            </Trans>
          </span>
        </p>
      ) : null}
      <p className="flex items-start gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <Trans id="recharge.noWithdrawal">ເງິນທີ່ເຕີມເຂົ້າກະເປົາແລ້ວ ບໍ່ສາມາດຖອນອອກໄດ້.</Trans>
      </p>
    </>
  )
}

/** The QR's outcome, its amount form and the QR's dialog, drawn from the QR's actor. */
function QrMethod({ actor }: { actor: NonNullable<Recharge['qr']> }) {
  const topUp = useTopUp(actor)
  // The QR opens once its request is answered, with the amount field disabled meanwhile: closing
  // it gives the focus back to the button that asked for it.
  const submitButton = useRef<HTMLButtonElement>(null)
  return (
    <>
      <TopUpOutcome topUp={topUp} />
      <TopUpForm topUp={topUp} submitRef={submitButton} />
      <TopUpQrDialog topUp={topUp} returnFocusTo={submitButton} />
    </>
  )
}

function CouponMethod({ actor }: { actor: NonNullable<Recharge['coupon']> }) {
  return <CouponForm coupon={useCoupon(actor)} />
}

function PhoneCardMethod({ actor }: { actor: NonNullable<Recharge['phoneCard']> }) {
  return <PhoneCardForm card={usePhoneCard(actor)} />
}
