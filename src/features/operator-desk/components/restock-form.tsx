import { Trans, useLingui } from '@lingui/react/macro'
import { CircleCheck } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { pastedLineCount, type RestockProblem } from '../../../../machines/restock.machine'
import { FormAlert } from '../../../ui/form/form-alert'
import { SubmitButton } from '../../../ui/form/submit-button'
import { deskErrorMessage } from '../desk-error-message'
import { useRestock } from '../use-restock'

/** Codes pasted one per line (a serial may follow a code), added all at once or not at all. */
export function RestockForm({ packetId }: { packetId: string }) {
  const { t } = useLingui()
  const restock = useRestock(packetId)
  const boxId = useId()
  const count = pastedLineCount(restock.lines)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (restock.phase === 'failed') restock.retry()
    else restock.submit()
  }

  const problemText = (problem: RestockProblem): string => {
    switch (problem.kind) {
      case 'empty':
        return t({ id: 'desk.stock.empty', message: 'ກະລຸນາວາງລະຫັດ, ແຖວລະໜຶ່ງລະຫັດ' })
      case 'duplicates': {
        const codes = problem.codes.join(', ')
        return t({
          id: 'desk.stock.duplicates',
          message: `ບໍ່ໄດ້ເພີ່ມ: ລະຫັດເຫຼົ່ານີ້ມີແລ້ວ ຫຼື ວາງຊ້ຳ: ${codes}`,
        })
      }
      case 'badLines': {
        const lines = problem.lines.join(', ')
        return t({
          id: 'desk.stock.badLines',
          message: `ບໍ່ໄດ້ເພີ່ມ: ແຖວ ${lines} ບໍ່ແມ່ນລະຫັດ`,
        })
      }
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={boxId} className="text-sm font-bold text-ink-strong">
        <Trans id="desk.stock.pasteLabel">ວາງລະຫັດ (ແຖວລະໜຶ່ງລະຫັດ, ເລກຊີຣຽວຕາມຫຼັງໄດ້)</Trans>
      </label>
      <textarea
        id={boxId}
        value={restock.lines}
        rows={5}
        spellCheck={false}
        readOnly={restock.phase === 'sending'}
        onChange={(event) => restock.changeLines(event.target.value)}
        aria-invalid={restock.problem ? true : undefined}
        className="w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
      />
      <p className="text-xs">
        <Trans id="desk.stock.lineCount">{count} ລະຫັດທີ່ຈະເພີ່ມ</Trans>
      </p>
      <FormAlert message={restock.problem ? problemText(restock.problem) : null} />
      <FormAlert
        message={
          restock.phase === 'failed' && restock.errorCode
            ? deskErrorMessage(restock.errorCode)
            : null
        }
      />
      {restock.phase === 'added' ? (
        <p role="status" className="flex items-center gap-2 text-sm font-bold text-green-700">
          <CircleCheck aria-hidden className="size-4" />
          <Trans id="desk.stock.addedStatus">ເພີ່ມ {restock.added} ລະຫັດເຂົ້າສະຕັອກແລ້ວ</Trans>
        </p>
      ) : null}
      <SubmitButton busy={restock.phase === 'sending'}>
        {restock.phase === 'failed' ? (
          <Trans id="desk.retry">ລອງໃໝ່</Trans>
        ) : (
          <Trans id="desk.stock.submit">ເພີ່ມເຂົ້າສະຕັອກ</Trans>
        )}
      </SubmitButton>
    </form>
  )
}
