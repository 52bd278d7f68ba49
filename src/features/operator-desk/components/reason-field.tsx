import { useId, type ReactNode } from 'react'
import { MAX_REASON_LENGTH } from '#machines/topup-decision.machine'

/**
 * What an operator types for a decision, with its warning: the reason the customer reads (a
 * rejection's, a refund's), or a one-line supplier reference.
 */
export function ReasonField({
  label,
  value,
  readOnly,
  missing,
  onChange,
  maxLength = MAX_REASON_LENGTH,
  singleLine = false,
}: {
  label: ReactNode
  value: string
  readOnly: boolean
  maxLength?: number
  singleLine?: boolean
  /** What to say when the operator went on without a reason; null while none is owed. */
  missing: string | null
  onChange: (value: string) => void
}) {
  const id = useId()
  const control = {
    id,
    value,
    maxLength,
    readOnly,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': missing ? true : undefined,
    'aria-describedby': missing ? `${id}-missing` : undefined,
    className:
      'w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-ink-strong outline-none focus:border-first focus:ring-2 focus:ring-first/30 aria-invalid:border-red-500',
  }
  return (
    <>
      <label htmlFor={id} className="text-sm font-bold text-ink-strong">
        {label}
      </label>
      {singleLine ? <input {...control} /> : <textarea rows={2} {...control} />}
      {missing ? (
        <p id={`${id}-missing`} className="text-sm font-bold text-red-600">
          {missing}
        </p>
      ) : null}
    </>
  )
}
