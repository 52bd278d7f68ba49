import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Gamepad2 } from 'lucide-react'

export function Logo() {
  return (
    <Link to="/" className="flex tap-target min-w-11 items-center gap-2 rounded-xl text-white">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/30">
        <Gamepad2 aria-hidden className="size-5 text-secondary" strokeWidth={2.4} />
      </span>
      <span className="truncate text-base font-bold tracking-tight max-[379px]:sr-only">
        <Trans id="app.name">ຮ້ານເຕີມເກມ</Trans>
      </span>
    </Link>
  )
}
