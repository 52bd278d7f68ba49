import { useId, type ReactNode } from 'react'
import { MAX_REASON_LENGTH } from '#machines/topup-decision.machine'

/** The reason an operator gives the customer (a rejection's, a refund's), with its warning. */
export function ReasonField({
  label,
  value,
  readOnly,
  missing,
  onChange,
}: {
  label: ReactNode
  value: string
  readOnly: boolean
  /** What to say when the operator went on without a reason; null while none is owed. */
  missing: string | null
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="text-sm font-bold text-ink-strong">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_REASON_LENGTH}
        rows={2}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500"
      />
      {missing ? (
        <p id={`${id}-missing`} className="text-sm font-bold text-red-600">
          {missing}
        </p>
      ) : null}
    </>
  )
}
