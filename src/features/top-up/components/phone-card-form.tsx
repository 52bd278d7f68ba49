import { Trans, useLingui } from '@lingui/react/macro'
import { Smartphone } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import type { PhoneCardOperator } from '#contract/shop-rules'
import { formatKip } from '#src/lib/format-money'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import type { PhoneCard } from '../use-phone-card'
import { OutcomeNote, useOutcomeInView } from './method-outcome'
import { errorMessage } from '#src/i18n/error-message'

/** The operators' own names, as printed on their cards. */
const OPERATOR_NAMES: Record<PhoneCardOperator, string> = {
  UNITEL: 'Unitel',
  ETL: 'ETL',
  LAO_TELECOM: 'Lao Telecom',
  BEST: 'Best',
}

// The whole label is the target a finger hits (44 px high); the native radio inside it is kept
// for keyboards and screen readers, drawn by the label's checked and focus states.
// Drawn as choices, not as boxes to type in: a filled tile with a radio mark that fills when chosen.
const choiceClass =
  'group flex min-h-11 cursor-pointer items-center gap-2.5 rounded-2xl border-2 border-slate-200 bg-slate-50 px-3 text-sm font-semibold text-ink-strong has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-bold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-first/30'

const choiceMarkClass =
  'size-4 shrink-0 rounded-full border-2 border-slate-400 bg-white group-has-[:checked]:border-[5px] group-has-[:checked]:border-primary'

/** One choice of the card (operator or face value): radios drawn as tappable labels. */
function ChoiceGroup<Choice extends string | number>(props: {
  legend: ReactNode
  name: string
  disabled: boolean
  choices: readonly Choice[]
  chosen: Choice | null | undefined
  labelOf: (choice: Choice) => string
  onChoose: (choice: Choice) => void
  /** Why the form was not sent, when nothing was chosen here. */
  missing: ReactNode
}) {
  return (
    <fieldset disabled={props.disabled} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{props.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {props.choices.map((choice) => (
          <label key={choice} className={choiceClass}>
            <input
              type="radio"
              name={props.name}
              className="sr-only"
              checked={props.chosen === choice}
              onChange={() => props.onChoose(choice)}
            />
            <span aria-hidden data-choice-mark className={choiceMarkClass} />
            {props.labelOf(choice)}
          </label>
        ))}
      </div>
      {props.missing ? <p className="text-sm text-red-700">{props.missing}</p> : null}
    </fieldset>
  )
}

/** A top-up with a prepaid phone card: chosen, typed, sent, then credited or refused live. */
export function PhoneCardForm({ card }: { card: PhoneCard }) {
  const { t, i18n } = useLingui()
  const { phase, options, problems, credit, sent } = card

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    card.submit()
  }
  const busy = phase === 'sending' || phase === 'waiting'
  const { outcome, next } = useOutcomeInView(phase)
  const amount = formatKip(sent?.amount ?? 0, i18n.locale)
  const creditText = formatKip(credit ?? 0, i18n.locale)
  const feePercent = options?.feePercent ?? 0

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="phone-card-heading"
      data-phone-card-phase={phase}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm"
    >
      <h2 id="phone-card-heading" className="flex items-center gap-2 font-bold text-ink-strong">
        <Smartphone aria-hidden className="size-5 text-primary" />
        <Trans id="phoneCard.heading">ເຕີມເງິນດ້ວຍບັດໂທລະສັບ</Trans>
      </h2>
      <div ref={outcome} className="flex scroll-mt-32 scroll-mb-20 flex-col gap-3 empty:hidden">
        {phase === 'waiting' ? (
          <OutcomeNote tone="waiting">
            <Trans id="phoneCard.waiting">
              ກຳລັງກວດສອບບັດ ({amount}). ເງິນຈະເຂົ້າກະເປົາທັນທີທີ່ຜູ້ໃຫ້ບໍລິການຢືນຢັນ.
            </Trans>
          </OutcomeNote>
        ) : null}
        {phase === 'credited' ? (
          <OutcomeNote tone="credited">
            <Trans id="phoneCard.creditedBanner">
              ບັດຖືກຢືນຢັນແລ້ວ: ເຕີມ {amount} ເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.
            </Trans>
          </OutcomeNote>
        ) : null}
        {phase === 'refused' ? (
          <OutcomeNote tone="refused">
            {card.cardRefusal ? (
              errorMessage(card.cardRefusal)
            ) : (
              <Trans id="phoneCard.declined">
                ຜູ້ໃຫ້ບໍລິການປະຕິເສດບັດນີ້. ບໍ່ມີເງິນເຂົ້າກະເປົາ. ກະລຸນາກວດເບິ່ງບັດແລ້ວລອງໃໝ່ດ້ວຍບັດອື່ນ.
              </Trans>
            )}
          </OutcomeNote>
        ) : null}
        {phase === 'refused' ? (
          // A typo is the usual refusal: correcting the card as typed comes first.
          <button
            ref={next}
            type="button"
            onClick={card.edit}
            className="min-h-11 rounded-2xl bg-primary px-4 font-semibold text-white"
          >
            <Trans id="phoneCard.edit">ແກ້ໄຂເລກບັດ</Trans>
          </button>
        ) : null}
        {phase === 'credited' || phase === 'refused' ? (
          <button
            ref={phase === 'credited' ? next : undefined}
            type="button"
            onClick={card.startOver}
            className="min-h-11 rounded-2xl border border-primary px-4 font-semibold text-primary"
          >
            <Trans id="phoneCard.another">ເຕີມບັດອື່ນ</Trans>
          </button>
        ) : null}
      </div>
      {phase === 'optionsFailed' ? (
        <>
          {/* Not an alert: the options load with the screen, and the QR form's own alerts come first. */}
          <p className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {card.errorCode ? errorMessage(card.errorCode, 'phoneCard') : null}
          </p>
          <button
            type="button"
            onClick={card.retry}
            className="min-h-11 rounded-2xl border border-primary px-4 font-semibold text-primary"
          >
            <Trans id="phoneCard.retry">ໂຫຼດຕົວເລືອກບັດໂທລະສັບຄືນ</Trans>
          </button>
        </>
      ) : null}
      {options ? (
        <>
          <ChoiceGroup
            legend={<Trans id="phoneCard.operator">ເຄືອຂ່າຍ</Trans>}
            name="phone-card-operator"
            disabled={busy}
            choices={options.operators}
            chosen={card.operator}
            labelOf={(operator) => OPERATOR_NAMES[operator]}
            onChoose={card.chooseOperator}
            missing={
              problems.includes('operator') ? (
                <Trans id="phoneCard.operatorRequired">ກະລຸນາເລືອກເຄືອຂ່າຍ</Trans>
              ) : null
            }
          />
          <ChoiceGroup
            legend={<Trans id="phoneCard.faceValue">ມູນຄ່າບັດ</Trans>}
            name="phone-card-face-value"
            disabled={busy}
            choices={options.faceValues}
            chosen={card.faceValue}
            labelOf={(faceValue) => formatKip(faceValue, i18n.locale)}
            onChoose={card.chooseFaceValue}
            missing={
              problems.includes('faceValue') ? (
                <Trans id="phoneCard.faceValueRequired">ກະລຸນາເລືອກມູນຄ່າບັດ</Trans>
              ) : null
            }
          />
          {credit !== null ? (
            <p data-testid="phone-card-credit" className="rounded-2xl bg-third p-3 text-sm">
              <Trans id="phoneCard.creditShown">
                ທ່ານຈະໄດ້ຮັບ <strong>{creditText}</strong> (ຄ່າທຳນຽມ {feePercent}%).
              </Trans>
            </p>
          ) : null}
          <TextField
            label={t({ id: 'phoneCard.serialLabel', message: 'ເລກຊີຣຽວ (Serial)' })}
            name="phone-card-serial"
            value={card.serial}
            onValueChange={card.changeSerial}
            readOnly={busy}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            error={
              problems.includes('serial')
                ? t({ id: 'phoneCard.serialInvalid', message: 'ເລກຊີຣຽວມີ 8 ຫາ 20 ຕົວເລກ' })
                : null
            }
          />
          <TextField
            label={t({ id: 'phoneCard.pinLabel', message: 'ລະຫັດບັດ (PIN)' })}
            name="phone-card-pin"
            value={card.pin}
            onValueChange={card.changePin}
            readOnly={busy}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            hint={t({
              id: 'phoneCard.hint',
              message: 'ຂູດແຖບເງິນຢູ່ຫຼັງບັດ. ບັດໜຶ່ງໃຊ້ໄດ້ຄັ້ງດຽວ.',
            })}
            error={
              problems.includes('pin')
                ? t({ id: 'phoneCard.pinInvalid', message: 'ລະຫັດບັດມີ 8 ຫາ 20 ຕົວເລກ' })
                : null
            }
          />
          <FormAlert
            message={
              phase === 'failed' && card.errorCode
                ? errorMessage(card.errorCode, 'phoneCard')
                : null
            }
          />
          {phase === 'credited' || phase === 'refused' ? null : (
            <SubmitButton busy={busy}>
              <Trans id="phoneCard.submit">ສົ່ງບັດ</Trans>
            </SubmitButton>
          )}
        </>
      ) : null}
    </form>
  )
}
