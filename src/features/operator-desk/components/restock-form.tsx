import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CircleCheck } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { pastedLineCount } from '#machines/restock.machine'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { useRestock } from '../use-restock'
import { errorMessage } from '#src/i18n/error-message'

/** Codes pasted one per line (a serial may follow a code), added all at once or not at all. */
export function RestockForm({ packetId }: { packetId: string }) {
  // Drawn again on a language change, so the refusal's words follow it.
  useLingui()
  const restock = useRestock(packetId)
  const boxId = useId()
  const count = pastedLineCount(restock.lines)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (restock.phase === 'failed') restock.retry()
    else restock.submit()
  }

  // A refused paste names what to fix: its duplicate codes, or its lines that are not codes.
  const refused = restock.refused.length > 0 ? `: ${restock.refused.join(', ')}` : ''
  const refusedPaste = restock.phase === 'editing' && restock.errorCode !== null

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
        aria-invalid={refusedPaste ? true : undefined}
        className="w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
      />
      <p className="text-xs">
        <Trans id="desk.stock.lineCount">{count} ລະຫັດທີ່ຈະເພີ່ມ</Trans>
      </p>
      <FormAlert
        message={restock.errorCode ? errorMessage(restock.errorCode, 'desk') + refused : null}
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
