import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircle } from 'lucide-react'
import { useId, type FormEvent, type RefObject } from 'react'
import { MINIMUM_TOPUP_KIP } from '#contract/shop-rules'
import { formatKip } from '#src/lib/format-money'
import { useAmountProblemText } from '../amount-problem-text'
import type { TopUp } from '../use-top-up'

/** The amount in whole kip and the button that makes its QR. */
export function TopUpForm({
  topUp,
  submitRef,
}: {
  topUp: TopUp
  submitRef?: RefObject<HTMLButtonElement | null>
}) {
  const { t, i18n } = useLingui()
  const { phase, amountText, amountProblem, changeAmount, submit } = topUp
  const inputId = useId()
  const problemId = useId()
  const busy = phase === 'sending'
  const minimum = formatKip(MINIMUM_TOPUP_KIP, i18n.locale)
  const problemText = useAmountProblemText()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <label htmlFor={inputId} className="font-bold text-ink-strong">
        <Trans id="topUp.amountLabel">ຈຳນວນເງິນ (ກີບ)</Trans>
      </label>
      <input
        id={inputId}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={amountText}
        disabled={busy}
        onChange={(event) => changeAmount(event.target.value)}
        placeholder={t({ id: 'topUp.amountPlaceholder', message: `ຂັ້ນຕ່ຳ ${minimum}` })}
        aria-invalid={amountProblem ? true : undefined}
        aria-describedby={amountProblem ? problemId : undefined}
        className="rounded-2xl border border-slate-300 px-4 py-3 text-lg text-ink-strong outline-none focus:border-primary aria-invalid:border-red-500"
      />
      {amountProblem ? (
        <p id={problemId} role="alert" className="text-sm font-bold text-red-600">
          {problemText[amountProblem]}
        </p>
      ) : null}
      <button
        ref={submitRef}
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-primary px-5 py-3 font-bold text-white shadow-sm transition hover:bg-primary-dark disabled:opacity-70"
      >
        {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
        {busy ? (
          <Trans id="topUp.generating">ກຳລັງສ້າງ QR...</Trans>
        ) : (
          <Trans id="topUp.submit">ສ້າງ QR ເພື່ອເຕີມເງິນ</Trans>
        )}
      </button>
    </form>
  )
}
