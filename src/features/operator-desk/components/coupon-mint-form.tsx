import { Trans, useLingui } from '@lingui/react/macro'
import { Download, TicketPlus } from 'lucide-react'
import { useEffect, type FormEvent } from 'react'
import {
  MAX_COUPONS_PER_BATCH,
  MINIMUM_COUPON_KIP,
  type MintedBatch,
  type MintField,
} from '#machines/coupon-mint.machine'
import { MAXIMUM_TOPUP_KIP } from '#contract/shop-rules'
import { formatKip } from '#src/lib/format-money'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import { couponCsv, couponCsvName } from '../coupon-csv'
import { useCouponMint, type CouponMint } from '../use-coupon-mint'
import { errorMessage } from '#src/i18n/error-message'

/**
 * The desk's coupon section: a batch's form, then its codes, shown once, with their CSV.
 * `onMinted` is told once a batch is stored, so the list of batches can show it.
 */
export function CouponMintForm({ onMinted }: { onMinted?: () => void }) {
  const mint = useCouponMint()
  const minted = mint.phase === 'minted'
  useEffect(() => {
    if (minted) onMinted?.()
  }, [minted, onMinted])
  return mint.phase === 'minted' && mint.batch ? (
    <MintedCodes batch={mint.batch} lastDay={mint.form.lastDay} onMintMore={mint.mintMore} />
  ) : (
    <Form mint={mint} />
  )
}

function Form({ mint }: { mint: CouponMint }) {
  const { t, i18n } = useLingui()
  const max = MAX_COUPONS_PER_BATCH
  const minimum = formatKip(MINIMUM_COUPON_KIP, i18n.locale)
  const maximum = formatKip(MAXIMUM_TOPUP_KIP, i18n.locale)
  const problem: Record<MintField, string> = {
    count: t({ id: 'desk.coupons.countProblem', message: `ກະລຸນາປ້ອນຈຳນວນລະຫັດ 1 ຫາ ${max}` }),
    amount: t({
      id: 'desk.coupons.amountProblem',
      message: `ກະລຸນາປ້ອນມູນຄ່າເປັນກີບເຕັມ, ຈາກ ${minimum} ຫາ ${maximum}`,
    }),
    lastDay: t({ id: 'desk.coupons.lastDayProblem', message: 'ກະລຸນາເລືອກມື້ສຸດທ້າຍທີ່ໃຊ້ໄດ້' }),
  }
  const errorOf = (field: MintField) => (mint.problems.includes(field) ? problem[field] : null)
  const readOnly = mint.phase === 'minting'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (mint.phase === 'failed') mint.retry()
    else mint.submit()
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 className="flex items-center gap-2 font-bold text-ink-strong">
        <TicketPlus aria-hidden className="size-5 text-primary" />
        <Trans id="desk.coupons.heading">ສ້າງລະຫັດຄູປອງ</Trans>
      </h2>
      <p className="text-sm">
        <Trans id="desk.coupons.explain">
          ລະຫັດຈະສະແດງພຽງຄັ້ງດຽວ, ຮ້ານບໍ່ໄດ້ເກັບລະຫັດຕົວຈິງໄວ້. ດາວໂຫຼດ CSV ກ່ອນອອກຈາກໜ້ານີ້.
        </Trans>
      </p>
      <TextField
        label={t({ id: 'desk.coupons.count', message: 'ຈຳນວນລະຫັດ' })}
        name="count"
        inputMode="numeric"
        autoComplete="off"
        value={mint.form.count}
        readOnly={readOnly}
        onValueChange={(value) => mint.change('count', value)}
        error={errorOf('count')}
      />
      <TextField
        label={t({ id: 'desk.coupons.amount', message: 'ມູນຄ່າຕໍ່ລະຫັດ (ກີບ)' })}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={mint.form.amount}
        readOnly={readOnly}
        onValueChange={(value) => mint.change('amount', value)}
        error={errorOf('amount')}
      />
      <TextField
        label={t({ id: 'desk.coupons.lastDay', message: 'ໃຊ້ໄດ້ຮອດວັນທີ (ລວມມື້ນັ້ນ)' })}
        name="lastDay"
        type="date"
        value={mint.form.lastDay}
        readOnly={readOnly}
        onValueChange={(value) => mint.change('lastDay', value)}
        error={errorOf('lastDay')}
      />
      <FormAlert
        message={
          mint.phase === 'failed' && mint.errorCode
            ? errorMessage(mint.errorCode, 'couponMint')
            : null
        }
      />
      <SubmitButton busy={mint.phase === 'minting'}>
        {mint.phase === 'failed' ? (
          <Trans id="desk.retry">ລອງໃໝ່</Trans>
        ) : (
          <Trans id="desk.coupons.submit">ສ້າງລະຫັດ</Trans>
        )}
      </SubmitButton>
    </form>
  )
}

function MintedCodes({
  batch,
  lastDay,
  onMintMore,
}: {
  batch: MintedBatch
  /** The day the operator chose, yyyy-MM-dd: shown as chosen (DD/MM/YYYY), not as an instant. */
  lastDay: string
  onMintMore: () => void
}) {
  const { i18n } = useLingui()
  const count = batch.codes.length
  const amount = formatKip(batch.amount, i18n.locale)
  const until = lastDay.split('-').reverse().join('/')
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(couponCsv(batch))}`
  return (
    <section
      aria-labelledby="minted-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="minted-heading" role="status" className="font-bold text-green-700">
        <Trans id="desk.coupons.minted">
          ສ້າງ {count} ລະຫັດ, ມູນຄ່າ {amount}, ໃຊ້ໄດ້ຮອດ {until}
        </Trans>
      </h2>
      <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">
        <Trans id="desk.coupons.onlyOnce">ລະຫັດເຫຼົ່ານີ້ຈະບໍ່ສະແດງອີກ. ດາວໂຫຼດ CSV ຫຼື ສຳເນົາໄວ້ດຽວນີ້.</Trans>
      </p>
      <ul className="grid grid-cols-1 gap-1 font-mono text-sm text-ink-strong sm:grid-cols-2 lg:grid-cols-3">
        {batch.codes.map((code) => (
          <li key={code} data-coupon-code={code} className="rounded-lg bg-third px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={csv}
          download={couponCsvName(batch)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 font-bold text-white"
        >
          <Download aria-hidden className="size-4" />
          <Trans id="desk.coupons.downloadCsv">ດາວໂຫຼດ CSV</Trans>
        </a>
        <button
          type="button"
          onClick={onMintMore}
          className="inline-flex min-h-11 items-center rounded-full bg-third px-5 font-bold text-ink-strong"
        >
          <Trans id="desk.coupons.mintMore">ສ້າງອີກຊຸດໜຶ່ງ</Trans>
        </button>
      </div>
    </section>
  )
}
