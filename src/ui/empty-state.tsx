import { Trans } from '@lingui/react/macro'
import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'

/** The honest body of a screen whose content has not arrived or does not exist yet. */
export function EmptyState({ hint }: { hint?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-third text-first">
        <Inbox aria-hidden className="size-7" />
      </span>
      <p className="font-bold text-ink-strong">
        <Trans id="state.empty">ຍັງບໍ່ມີຫຍັງຢູ່ນີ້</Trans>
      </p>
      {hint ? <p className="max-w-sm text-sm">{hint}</p> : null}
    </div>
  )
}
