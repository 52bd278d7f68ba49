import { Trans } from '@lingui/react/macro'
import { RefreshCw, RotateCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

interface ErrorScreenProps {
  message: ReactNode
  /** Tries the failed work again in place; absent when only a reload can help. */
  onRetry?: () => void
}

const buttonClass =
  'inline-flex tap-target items-center justify-center gap-2 rounded-full px-5 py-2.5 font-bold transition'

/**
 * What the customer sees instead of a white screen, whatever broke. It uses no router and no data,
 * so it can show even when those are what failed.
 */
export function ErrorScreen({ message, onRetry }: ErrorScreenProps) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-10">
      <div
        role="alert"
        className="flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-xl shadow-slate-900/5"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert aria-hidden className="size-8" />
        </span>
        <h1 className="text-xl font-bold text-ink-strong">
          <Trans id="error.title">ຂໍອະໄພ</Trans>
        </h1>
        <p>{message}</p>
        <div className="flex w-full flex-col gap-2">
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className={`${buttonClass} bg-primary text-white hover:bg-primary-dark`}
            >
              <RotateCw aria-hidden className="size-4" />
              <Trans id="state.retry">ລອງໃໝ່</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={`${buttonClass} ${onRetry ? 'bg-third text-ink-strong hover:bg-slate-200' : 'bg-primary text-white hover:bg-primary-dark'}`}
          >
            <RefreshCw aria-hidden className="size-4" />
            <Trans id="error.reload">ໂຫຼດໜ້າໃໝ່</Trans>
          </button>
        </div>
      </div>
    </div>
  )
}

export function SomethingWentWrong() {
  return <Trans id="error.generic">ມີບາງຢ່າງຜິດພາດ. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.</Trans>
}
