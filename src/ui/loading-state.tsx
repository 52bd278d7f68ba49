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
 * A whole screen's room while it loads. The server sends it for the screens the browser renders
 * (`ssr: false`). The footer leaves the layout while it shows (styles.css): a footer under the
 * spinner would move when the screen arrives, up for a short screen and away for a long one, and
 * that move is a layout shift, where a footer appearing with the screen is not.
 */
export function ScreenLoadingState() {
  return (
    <div data-screen-loading className="min-h-[75svh]">
      <LoadingState />
    </div>
  )
}
