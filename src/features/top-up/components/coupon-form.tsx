import { Trans, useLingui } from '@lingui/react/macro'
import { CircleCheck, TicketPercent } from 'lucide-react'
import type { FormEvent } from 'react'
import { formatKip } from '#src/lib/format-money'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import type { Coupon } from '../use-coupon'
import { errorMessage } from '#src/i18n/error-message'

/** Redeeming a coupon code: the wallet is credited at once, or the code is refused as typed. */
export function CouponForm({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui()
  const { phase, code, codeMissing, credit, errorCode } = coupon

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    coupon.submit()
  }
  const amount = formatKip(credit?.amount ?? 0, i18n.locale)
  const balance = formatKip(credit?.walletAmount ?? 0, i18n.locale)

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="coupon-heading"
      data-coupon-phase={phase}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="coupon-heading" className="flex items-center gap-2 font-bold text-ink-strong">
        <TicketPercent aria-hidden className="size-5 text-primary" />
        <Trans id="coupon.heading">ແລກລະຫັດຄູປອງ</Trans>
      </h2>
      {phase === 'credited' ? (
        <p role="status" className="flex gap-2 rounded-2xl bg-green-50 p-3 text-sm text-green-800">
          <CircleCheck aria-hidden className="size-5 shrink-0" />
          <span>
            <Trans id="coupon.creditedBanner">
              ເຕີມ {amount} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ. ຍອດເງິນປັດຈຸບັນ: {balance}.
            </Trans>
          </span>
        </p>
      ) : null}
      <TextField
        label={t({ id: 'coupon.codeLabel', message: 'ລະຫັດຄູປອງ' })}
        name="coupon"
        value={code}
        onValueChange={coupon.changeCode}
        readOnly={phase === 'sending'}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        placeholder="XXXX-XXXX-XXXX"
        hint={t({
          id: 'coupon.hint',
          message: 'ເງິນຈະເຂົ້າກະເປົາທັນທີ. ລະຫັດໜຶ່ງໃຊ້ໄດ້ຄັ້ງດຽວ.',
        })}
        error={codeMissing ? t({ id: 'coupon.codeRequired', message: 'ກະລຸນາປ້ອນລະຫັດຄູປອງ' }) : null}
      />
      <FormAlert
        message={phase === 'refused' && errorCode ? errorMessage(errorCode, 'coupon') : null}
      />
      <SubmitButton busy={phase === 'sending'}>
        <Trans id="coupon.submit">ແລກລະຫັດ</Trans>
      </SubmitButton>
    </form>
  )
}
