import { Trans } from '@lingui/react/macro'
import { CircleCheck, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-bold transition disabled:opacity-60'
export const primaryButton = `${buttonClass} bg-primary text-white hover:bg-primary-dark`
export const dangerButton = `${buttonClass} bg-red-600 text-white hover:bg-red-700`
export const quietButton = `${buttonClass} bg-third text-ink-strong hover:bg-slate-200`

/**
 * The second step of a decision (a top-up's, a refund's): the confirming button (a spinner while the request runs, "try
 * again" after a failure) and the way back.
 */
export function ConfirmButtons({
  type,
  className,
  busy,
  failed,
  onConfirm,
  onCancel,
  children,
}: {
  type: 'button' | 'submit'
  className: string
  busy: boolean
  failed: boolean
  /** Not needed for a submit button: its form sends. */
  onConfirm?: () => void
  onCancel: () => void
  children: ReactNode
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type={type}
        className={className}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onConfirm}
      >
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {failed ? <Trans id="desk.retry">ລອງໃໝ່</Trans> : children}
      </button>
      <button type="button" className={quietButton} disabled={busy} onClick={onCancel}>
        <Trans id="desk.cancel">ຍົກເລີກ</Trans>
      </button>
    </div>
  )
}

/**
 * A decision the operator types something for (a reason, a reference), sent with Enter or its
 * button: the boxes, why the last send was refused, and the buttons, whose label is `confirm`.
 */
export function DecisionForm({
  onSend,
  failure = null,
  confirm,
  busy = false,
  failed = false,
  children,
  ...buttons
}: {
  onSend: () => void
  failure?: ReactNode
  confirm: ReactNode
  busy?: boolean
  failed?: boolean
  children: ReactNode
} & Pick<Parameters<typeof ConfirmButtons>[0], 'className' | 'onCancel'>) {
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      {children}
      {failure}
      <ConfirmButtons type="submit" busy={busy} failed={failed} {...buttons}>
        {confirm}
      </ConfirmButtons>
    </form>
  )
}

/**
 * A decision waiting for the operator's confirmation: the question says what happens to whose
 * money, `detail` repeats what was typed for it, `failure` says why the last try was refused.
 */
export function ConfirmStep({
  question,
  detail,
  failure,
  ...buttons
}: {
  question: ReactNode
  detail?: string
  failure: ReactNode
} & Omit<Parameters<typeof ConfirmButtons>[0], 'type'>) {
  return (
    <div role="group" className="flex flex-col gap-2">
      <p className="text-sm font-bold text-ink-strong">{question}</p>
      {detail === undefined ? null : <p className="text-sm break-words">{detail}</p>}
      {failure}
      <ConfirmButtons type="button" {...buttons} />
    </div>
  )
}

/** What became of a row's decision, once it is made. */
export function DecisionDone({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-bold text-ink-strong">
      <CircleCheck aria-hidden className="size-4 text-green-600" />
      {children}
    </p>
  )
}
