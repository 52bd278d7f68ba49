import { Trans, useLingui } from '@lingui/react/macro'
import { Landmark, Smartphone, TicketPercent, Wallet, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { RECHARGE_METHODS, type RechargeMethod } from '#machines/recharge-methods'

interface MethodPickerProps {
  chosen: RechargeMethod | null
  /** A shop without a mobile-money account does not offer it. */
  mobileMoneyOffered: boolean
  /** While a request is under way the choice waits, so its answer is not thrown away. */
  disabled: boolean
  onChoose: (method: RechargeMethod) => void
}

const ICONS: Record<RechargeMethod, LucideIcon> = {
  qr: Landmark,
  coupon: TicketPercent,
  phoneCard: Smartphone,
  mobileMoney: Wallet,
}

/**
 * The ways to fill the wallet, as one group of radios: arrow keys move between them, and the whole
 * card (at least 44 px high) is the target a finger hits; the native radio inside it is kept for
 * keyboards and screen readers.
 */
export function MethodPicker({
  chosen,
  mobileMoneyOffered,
  disabled,
  onChoose,
}: MethodPickerProps) {
  const { t } = useLingui()
  const names: Record<RechargeMethod, { name: string; detail: ReactNode }> = {
    qr: {
      name: t({ id: 'recharge.method.qr', message: 'QR ທະນາຄານ' }),
      detail: <Trans id="recharge.method.qrDetail">ໂອນຜ່ານແອັບທະນາຄານ</Trans>,
    },
    coupon: {
      name: t({ id: 'recharge.method.coupon', message: 'ລະຫັດຄູປອງ' }),
      detail: <Trans id="recharge.method.couponDetail">ເງິນເຂົ້າທັນທີ</Trans>,
    },
    phoneCard: {
      name: t({ id: 'recharge.method.phoneCard', message: 'ບັດໂທລະສັບ' }),
      detail: <Trans id="recharge.method.phoneCardDetail">Unitel, ETL, Lao Telecom, Best</Trans>,
    },
    mobileMoney: {
      name: t({ id: 'recharge.method.mobileMoney', message: 'ເງິນມືຖື' }),
      detail: <Trans id="recharge.method.mobileMoneyDetail">ກົດ *905#</Trans>,
    },
  }
  const offered = RECHARGE_METHODS.filter(
    (method) => method !== 'mobileMoney' || mobileMoneyOffered,
  )
  return (
    <fieldset
      disabled={disabled}
      className="flex flex-col gap-2"
      data-recharge-method={chosen ?? ''}
    >
      <legend className="mb-2 font-bold text-ink-strong">
        <Trans id="recharge.methodLegend">ເລືອກວິທີເຕີມເງິນ</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {offered.map((method) => {
          const Icon = ICONS[method]
          return (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border-2 border-transparent bg-white p-3 shadow-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-default has-[:disabled]:opacity-70 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-first/30"
            >
              <input
                type="radio"
                name="recharge-method"
                value={method}
                className="sr-only"
                checked={chosen === method}
                onChange={() => onChoose(method)}
              />
              <Icon aria-hidden className="size-6 shrink-0 text-primary" />
              <span className="flex min-w-0 flex-col">
                <span className="font-bold text-ink-strong">{names[method].name}</span>
                <span className="text-xs">{names[method].detail}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
