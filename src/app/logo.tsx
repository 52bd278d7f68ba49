import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Gamepad2 } from 'lucide-react'

export function Logo() {
  return (
    <Link to="/" className="flex tap-target min-w-11 items-center gap-2 rounded-xl text-white">
      {/* On a phone the language switch and the profile leave the name too little room beside
          the mark: the name, which wraps rather than being cut, stands alone there. */}
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/30 max-sm:hidden">
        <Gamepad2 aria-hidden className="size-5 text-secondary" strokeWidth={2.4} />
      </span>
      <span className="min-w-0 text-sm leading-tight font-bold tracking-tight break-words sm:text-base">
        <Trans id="app.name">ຮ້ານເຕີມເກມ</Trans>
      </span>
    </Link>
  )
}
