import { useId, useRef, type InputHTMLAttributes } from 'react'
import { useTypedBeforeHydration } from './use-typed-before-hydration'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  /** The translated problem with this field, shown under it and announced. */
  error?: string | null
  hint?: string
}

/** A labelled input whose error is tied to it for screen readers; what was typed is never lost. */
export function TextField({ label, error, hint, onValueChange, ...input }: TextFieldProps) {
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(box, input.value, onValueChange)
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean)
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink-strong">
        {label}
      </label>
      <input
        ref={box}
        id={id}
        {...input}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base text-ink-strong shadow-inner outline-none transition placeholder:text-slate-400 focus:border-first focus:ring-2 focus:ring-first/30 disabled:bg-third disabled:text-ink aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
