import { Trans, useLingui } from '@lingui/react/macro'
import { Wallet } from 'lucide-react'
import type { FormEvent } from 'react'
import { MINIMUM_TOPUP_KIP } from '#contract/shop-rules'
import { errorMessage } from '#src/i18n/error-message'
import { formatKip } from '#src/lib/format-money'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import { useAmountProblemText } from '../amount-problem-text'
import type { MobileMoney } from '../use-mobile-money'
import { OutcomeNote, useOutcomeInView } from './method-outcome'

/** What the customer does on their phone, in order, with the shop's number and the amount. */
function TransferSteps({ transfer }: { transfer: MobileMoney }) {
  const { i18n } = useLingui()
  const { ussd, account } = transfer
  const amount = transfer.amount === null ? null : formatKip(transfer.amount, i18n.locale)
  const number = <strong className="font-mono text-ink-strong">{account}</strong>
  return (
    <ol className="flex list-decimal flex-col gap-1.5 rounded-2xl bg-third p-4 ps-8 text-sm">
      <li>
        <Trans id="mobileMoney.step.dial">
          ກົດ <strong className="font-mono text-ink-strong">{ussd}</strong> ໃນໂທລະສັບທີ່ທ່ານຈະໃຊ້ໂອນ.
        </Trans>
      </li>
      <li>
        {amount ? (
          <Trans id="mobileMoney.step.send">
            ເລືອກໂອນເງິນ, ແລ້ວໂອນ <strong className="text-ink-strong">{amount}</strong> ໄປເບີ {number}.
          </Trans>
        ) : (
          <Trans id="mobileMoney.step.sendAmountAbove">
            ເລືອກໂອນເງິນ, ແລ້ວໂອນຈຳນວນເງິນທີ່ທ່ານປ້ອນຂ້າງເທິງໄປເບີ {number}.
          </Trans>
        )}
      </li>
      <li>
        <Trans id="mobileMoney.step.keep">ເກັບຂໍ້ຄວາມຢືນຢັນໄວ້: ມັນມີເລກອ້າງອີງຂອງການໂອນ.</Trans>
      </li>
      <li>
        <Trans id="mobileMoney.step.report">
          ປ້ອນເບີທີ່ໃຊ້ໂອນ ແລະ ເລກອ້າງອີງຂ້າງລຸ່ມ, ແລ້ວກົດ “ຂ້ອຍໂອນແລ້ວ”.
        </Trans>
      </li>
    </ol>
  )
}

/**
 * Mobile money: the amount, the steps on the phone with the shop's number, then the report ("I
 * have sent it") with the sending number and the reference, and the operator's answer live.
 */
export function MobileMoneyForm({ transfer }: { transfer: MobileMoney }) {
  const { t, i18n } = useLingui()
  const { phase, problems, sent } = transfer
  const amountProblemText = useAmountProblemText()
  const busy = phase === 'sending' || phase === 'waiting'
  const decided = phase === 'credited' || phase === 'refused'
  const { outcome, next: another } = useOutcomeInView(phase)
  const amount = formatKip(sent?.amount ?? 0, i18n.locale)
  const reason = transfer.rejectReason
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    transfer.submit()
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="mobile-money-heading"
      data-mobile-money-phase={phase}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="mobile-money-heading" className="flex items-center gap-2 font-bold text-ink-strong">
        <Wallet aria-hidden className="size-5 text-primary" />
        <Trans id="mobileMoney.heading">ເຕີມເງິນດ້ວຍເງິນມືຖື</Trans>
      </h2>
      <div ref={outcome} className="flex scroll-mt-32 scroll-mb-20 flex-col gap-3 empty:hidden">
        {phase === 'waiting' ? (
          <OutcomeNote tone="waiting">
            <Trans id="mobileMoney.waiting">
              ລໍຖ້າຢືນຢັນການໂອນ ({amount}). ເງິນຈະເຂົ້າກະເປົາທັນທີທີ່ແອັດມິນພົບການໂອນຂອງທ່ານ; ທ່ານປິດໜ້ານີ້ໄດ້,
              ເບິ່ງໄດ້ໃນປະຫວັດ.
            </Trans>
          </OutcomeNote>
        ) : null}
        {phase === 'credited' ? (
          <OutcomeNote tone="credited">
            <Trans id="mobileMoney.creditedBanner">
              ການໂອນຖືກຢືນຢັນແລ້ວ: ເຕີມ {amount} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.
            </Trans>
          </OutcomeNote>
        ) : null}
        {phase === 'refused' ? (
          <OutcomeNote tone="refused">
            {/* A transfer cancelled at the desk may carry no reason: no empty one after a colon. */}
            {reason ? (
              <Trans id="mobileMoney.rejected">ແອັດມິນປະຕິເສດການໂອນນີ້: {reason}. ບໍ່ມີເງິນເຂົ້າກະເປົາ.</Trans>
            ) : (
              <Trans id="mobileMoney.rejectedWithoutReason">
                ແອັດມິນປະຕິເສດການໂອນນີ້. ບໍ່ມີເງິນເຂົ້າກະເປົາ.
              </Trans>
            )}
          </OutcomeNote>
        ) : null}
        {decided ? (
          <button
            ref={another}
            type="button"
            onClick={transfer.startOver}
            className="min-h-11 rounded-2xl border border-primary px-4 font-semibold text-primary"
          >
            <Trans id="mobileMoney.another">ແຈ້ງການໂອນອື່ນ</Trans>
          </button>
        ) : null}
      </div>
      <TextField
        label={t({ id: 'mobileMoney.amountLabel', message: 'ຈຳນວນເງິນທີ່ໂອນ (ກີບ)' })}
        name="mobile-money-amount"
        value={transfer.amountText}
        onValueChange={transfer.changeAmount}
        readOnly={busy}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t({
          id: 'mobileMoney.amountPlaceholder',
          message: `ຂັ້ນຕ່ຳ ${formatKip(MINIMUM_TOPUP_KIP, i18n.locale)}`,
        })}
        error={transfer.amountProblem ? amountProblemText[transfer.amountProblem] : null}
      />
      <TransferSteps transfer={transfer} />
      <TextField
        label={t({ id: 'mobileMoney.senderLabel', message: 'ເບີທີ່ໃຊ້ໂອນ' })}
        name="mobile-money-sender"
        value={transfer.senderPhone}
        onValueChange={transfer.changeSenderPhone}
        readOnly={busy}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        hint={t({ id: 'mobileMoney.senderHint', message: 'ຕ້ອງເປັນເບີຂອງສະມາຊິກຮ້ານ.' })}
        error={
          problems.includes('senderPhone')
            ? t({ id: 'mobileMoney.senderInvalid', message: 'ເບີໂທມີ 8 ຫາ 11 ຕົວເລກ' })
            : null
        }
      />
      <TextField
        label={t({ id: 'mobileMoney.referenceLabel', message: 'ເລກອ້າງອີງການໂອນ' })}
        name="mobile-money-reference"
        value={transfer.reference}
        onValueChange={transfer.changeReference}
        readOnly={busy}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        error={
          problems.includes('reference')
            ? t({
                id: 'mobileMoney.referenceInvalid',
                message: 'ເລກອ້າງອີງມີ 4 ຫາ 32 ຕົວອັກສອນ ຫຼື ຕົວເລກ',
              })
            : null
        }
      />
      <FormAlert
        message={
          phase === 'failed' && transfer.errorCode
            ? errorMessage(transfer.errorCode, 'mobileMoney')
            : null
        }
      />
      {decided ? null : (
        <SubmitButton busy={busy}>
          <Trans id="mobileMoney.submit">ຂ້ອຍໂອນແລ້ວ</Trans>
        </SubmitButton>
      )}
    </form>
  )
}
