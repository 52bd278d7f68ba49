import { Trans } from '@lingui/react/macro'
import { Search } from 'lucide-react'
import type { FormEvent, HTMLAttributes, ReactNode } from 'react'
import { FormAlert } from '#src/ui/form/form-alert'

/**
 * A desk search (accounts, orders): one field and its button, and the problem with what was typed,
 * which stays in the field to fix.
 */
export function DeskSearchForm({
  label,
  value,
  inputMode,
  problem,
  onChange,
  onSubmit,
}: {
  label: ReactNode
  value: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  problem: string | null
  onChange: (value: string) => void
  onSubmit: () => void
}) {
  return (
    <>
      <form
        role="search"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          onSubmit()
        }}
        className="flex flex-col gap-2 rounded-3xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-bold text-ink-strong">
          {label}
          <input
            value={value}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={problem ? true : undefined}
            className="min-h-11 rounded-xl border border-slate-300 px-3.5 text-base font-normal outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
          />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-5 text-sm font-bold text-white"
        >
          <Search aria-hidden className="size-4" />
          <Trans id="desk.accounts.search">ຊອກຫາ</Trans>
        </button>
      </form>
      <FormAlert message={problem} />
    </>
  )
}
