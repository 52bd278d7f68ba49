import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircle, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import type { components } from '#contract/schema'
import type { ErrorCode } from '#contract/error-code'
import { errorMessage } from '#src/i18n/error-message'
import { FormAlert } from '#src/ui/form/form-alert'
import { useSupplierThreshold } from '../use-supplier-threshold'
import { primaryButton } from './desk-buttons'

type SupplierBalanceData = components['schemas']['SupplierBalanceResponse']

/** Whole units of the supplier's currency, grouped as the operator's language groups them. */
const useAmountFormat = () => {
  const { i18n } = useLingui()
  return (amount: number) => new Intl.NumberFormat(i18n.locale).format(amount)
}

/**
 * The shop's balance at the supplier, asked when the screen loaded, with a warning below the
 * operators' threshold (purchases are refused and refunded once it runs out), and the threshold's
 * field. A supplier that did not answer shows its error in the balance's place.
 */
export function SupplierBalance({
  balance,
  errorCode,
}: {
  balance: SupplierBalanceData | null
  errorCode: ErrorCode | null
}) {
  const format = useAmountFormat()
  const threshold = useSupplierThreshold(balance?.threshold ?? 0)
  const low = balance !== null && balance.balance < threshold.threshold
  return (
    <section className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold text-ink-strong">
        <Trans id="desk.supplier.balanceTitle">ຍອດເງິນຂອງຮ້ານທີ່ຜູ້ສະໜອງ</Trans>
      </h2>
      {balance ? (
        <p className="text-2xl font-bold text-first-dark" data-testid="supplier-balance">
          {format(balance.balance)}
        </p>
      ) : (
        <FormAlert message={errorMessage(errorCode ?? 'SUPPLIER_UNREACHABLE', 'desk')} />
      )}
      {low ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800"
        >
          <TriangleAlert aria-hidden className="size-4" />
          <Trans id="desk.supplier.balanceLow">
            ຍອດເງິນຕ່ຳກວ່າເກນແລ້ວ: ກະລຸນາເຕີມເງິນທີ່ຜູ້ສະໜອງ, ບໍ່ດັ່ງນັ້ນການຊື້ເກມຈະຖືກປະຕິເສດ ແລະ ຄືນເງິນໃຫ້ລູກຄ້າ.
          </Trans>
        </p>
      ) : null}
      <ThresholdForm threshold={threshold} />
    </section>
  )
}

function ThresholdForm({ threshold }: { threshold: ReturnType<typeof useSupplierThreshold> }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        threshold.save()
      }}
    >
      <label htmlFor={id} className="text-sm font-bold text-ink-strong">
        <Trans id="desk.supplier.thresholdLabel">ເຕືອນເມື່ອຍອດເງິນຕ່ຳກວ່າ</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          inputMode="numeric"
          value={threshold.draft}
          onChange={(event) => threshold.change(event.target.value)}
          aria-invalid={threshold.invalid ? true : undefined}
          aria-describedby={threshold.invalid ? `${id}-invalid` : undefined}
          className="w-48 rounded-xl border border-slate-300 px-3 py-2 text-base text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
        />
        <button
          type="submit"
          className={primaryButton}
          disabled={threshold.saving}
          aria-busy={threshold.saving || undefined}
        >
          {threshold.saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          <Trans id="desk.supplier.thresholdSave">ບັນທຶກ</Trans>
        </button>
      </div>
      {threshold.invalid ? (
        <p id={`${id}-invalid`} className="text-sm font-bold text-red-600">
          {t({
            id: 'desk.supplier.thresholdInvalid',
            message: 'ກະລຸນາໃສ່ຈຳນວນເຕັມ, 0 ຫຼື ຫຼາຍກວ່າ',
          })}
        </p>
      ) : null}
      {threshold.errorCode ? (
        <FormAlert message={errorMessage(threshold.errorCode, 'desk')} />
      ) : null}
      {threshold.saved ? (
        <p role="status" className="text-sm font-bold text-green-700">
          <Trans id="desk.supplier.thresholdSaved">ບັນທຶກເກນແລ້ວ</Trans>
        </p>
      ) : null}
    </form>
  )
}
