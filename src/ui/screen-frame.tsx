import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, type ReactNode } from 'react'

interface ScreenFrameProps {
  title: string
  description?: ReactNode
  children?: ReactNode
}

/** The common frame of a screen: its heading (also the tab's title) and its body below. */
export function ScreenFrame({ title, description, children }: ScreenFrameProps) {
  const headingId = useId()
  const { t } = useLingui()
  const appName = t({ id: 'app.name', message: 'ຮ້ານເຕີມເກມ' })

  useEffect(() => {
    document.title = `${title} · ${appName}`
  }, [title, appName])

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 py-5 md:py-8">
      <div className="mb-5">
        <h1 id={headingId} className="text-xl font-bold text-ink-strong md:text-2xl">
          {title}
        </h1>
        {description ? <div className="mt-1 text-sm md:text-base">{description}</div> : null}
      </div>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  )
}
