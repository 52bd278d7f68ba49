import { Trans } from '@lingui/react/macro'
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

interface SubmitButtonProps {
  busy: boolean
  children: ReactNode
}

/** The form's main action; while the request runs it says so and cannot be pressed again. */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-app-gradient px-6 py-2.5 text-base font-bold text-white shadow-md transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? (
        <>
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          <Trans id="form.loading">ກຳລັງໂຫຼດ</Trans>
        </>
      ) : (
        children
      )}
    </button>
  )
}
