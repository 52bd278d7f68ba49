import { Trans } from '@lingui/react/macro'
import { RotateCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

interface ErrorStateProps {
  message: ReactNode
  onRetry: () => void
}

/** A failed load inside a screen: what failed, and a way to try again without losing the page. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <p className="font-bold text-ink-strong">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex tap-target items-center gap-2 rounded-full bg-primary px-5 py-2 font-bold text-white shadow-sm transition hover:bg-primary-dark"
      >
        <RotateCw aria-hidden className="size-4" />
        <Trans id="state.retry">ລອງໃໝ່</Trans>
      </button>
    </div>
  )
}
