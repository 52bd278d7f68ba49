import { Trans } from '@lingui/react/macro'
import { Info } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { RechargeMethod } from '#machines/recharge-methods'
import type { MobileMoneyAccount } from '#machines/recharge-mobile-money.types'
import type { FlowTestOptions } from '#src/lib/use-flow-actor'
import type { RechargeLogic } from '../recharge.logic'
import { useCoupon } from '../use-coupon'
import { useMobileMoney } from '../use-mobile-money'
import { usePhoneCard } from '../use-phone-card'
import { useRecharge, type Recharge } from '../use-recharge'
import { useTopUp } from '../use-top-up'
import { CouponForm } from './coupon-form'
import { MethodPicker } from './method-picker'
import { MobileMoneyForm } from './mobile-money-form'
import { PhoneCardForm } from './phone-card-form'
import { TopUpForm } from './top-up-form'
import { TopUpOutcome } from './top-up-outcome'
import { TopUpQrDialog } from './top-up-qr-dialog'

interface RechargeScreenProps {
  userId: string
  /** The shop's mobile-money account (the route loads it); null: the method is not offered. */
  mobileMoney: MobileMoneyAccount | null
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
  mobileMoney,
  method,
  onMethodChosen,
  testOptions,
}: RechargeScreenProps) {
  const recharge = useRecharge(userId, mobileMoney, method, testOptions)
  const { qr, coupon, phoneCard } = recharge
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
        mobileMoneyOffered={mobileMoney !== null}
        disabled={recharge.sending}
        onChoose={(next) => {
          recharge.choose(next)
          onMethodChosen(next)
        }}
      />
      {qr ? <QrMethod actor={qr} /> : null}
      {coupon ? <CouponMethod actor={coupon} /> : null}
      {phoneCard ? <PhoneCardMethod actor={phoneCard} /> : null}
      {recharge.mobileMoney ? <MobileMoneyMethod actor={recharge.mobileMoney} /> : null}
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

function MobileMoneyMethod({ actor }: { actor: NonNullable<Recharge['mobileMoney']> }) {
  return <MobileMoneyForm transfer={useMobileMoney(actor)} />
}
