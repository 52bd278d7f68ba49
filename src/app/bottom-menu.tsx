import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Ellipsis } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { mainMenuItems, moreMenuItems, useActiveSection } from './menu-items'

const MoreSheet = lazy(() => import('./more-sheet'))

const tabClass =
  'flex min-w-0 flex-1 flex-col items-center gap-0.5 px-1 pt-2 pb-1.5 text-[11px] leading-tight font-bold text-ink transition aria-[current=page]:text-first-dark'

/** The menu on phones: a tab bar at the thumb's reach, with the rarer items in a sheet. */
export function BottomMenu() {
  const active = useActiveSection()
  const { t } = useLingui()
  const [sheetOpen, setSheetOpen] = useState(false)
  const moreButton = useRef<HTMLButtonElement>(null)

  return (
    <nav
      aria-label={t({ id: 'menu.label', message: 'ເມນູຫຼັກ' })}
      className="fixed inset-x-0 bottom-0 z-30 print:hidden h-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom))] border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex h-full max-w-lg">
        {mainMenuItems.map(({ section, link, Icon, label }) => (
          <Link
            key={section}
            {...link}
            aria-current={active === section ? 'page' : undefined}
            className={tabClass}
          >
            <Icon aria-hidden className="size-6" />
            <span className="w-full truncate text-center">{label}</span>
          </Link>
        ))}
        <button
          ref={moreButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-current={
            active === 'desk' || moreMenuItems.some((item) => item.section === active)
              ? 'page'
              : undefined
          }
          onClick={() => setSheetOpen(true)}
          className={tabClass}
        >
          <Ellipsis aria-hidden className="size-6" />
          <span className="w-full truncate text-center">
            <Trans id="menu.more">ເພີ່ມເຕີມ</Trans>
          </span>
        </button>
      </div>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <MoreSheet onClose={() => setSheetOpen(false)} returnFocusTo={moreButton} />
        </Suspense>
      ) : null}
    </nav>
  )
}
