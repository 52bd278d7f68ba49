import { Trans } from '@lingui/react/macro'
import { LoaderCircle } from 'lucide-react'

export function LoadingState() {
  return (
    <div
      role="status"
      data-testid="loading-state"
      className="flex flex-col items-center gap-3 py-16 text-first"
    >
      <LoaderCircle aria-hidden className="size-10 animate-spin" />
      <span className="text-sm font-bold text-ink">
        <Trans id="state.loading">ກຳລັງໂຫຼດ...</Trans>
      </span>
    </div>
  )
}

/**
 * A whole screen's room while it loads: the footer stays below the fold instead of showing
 * under a spinner and being pushed away (a layout shift, or the page's largest paint) when the
 * screen arrives. The server sends it for the screens the browser renders (`ssr: false`).
 */
export function ScreenLoadingState() {
  return (
    <div className="min-h-[75svh]">
      <LoadingState />
    </div>
  )
}
