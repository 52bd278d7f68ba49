import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useSession } from '../session/use-session'
import { deskMenuItems } from './desk-menu-item'
import { mainMenuItems, moreMenuItems, useActiveSection } from './menu-items'

/** The menu on wide screens: one row under the top bar, 44 px tall: the top bar holds that
 * height while this loads. */
export default function DesktopMenu() {
  const active = useActiveSection()
  const { user, isLoggedIn, logout, prepareLogout } = useSession()
  const { t } = useLingui()

  return (
    <nav
      aria-label={t({ id: 'menu.label', message: 'ເມນູຫຼັກ' })}
      className="hidden border-t border-white/10 md:block"
    >
      <div className="mx-auto flex h-11 max-w-5xl items-center gap-1 px-4">
        {[...mainMenuItems, ...moreMenuItems, ...deskMenuItems(user)].map(
          ({ section, link, Icon, label }) => (
            <Link
              key={section}
              {...link}
              aria-current={active === section ? 'page' : undefined}
              className="flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-bold text-white/80 transition hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-app-from"
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          ),
        )}
        {isLoggedIn ? (
          <button
            type="button"
            onClick={logout}
            // A pointer over it or the focus on it: its code arrives before the click.
            onPointerEnter={prepareLogout}
            onFocus={prepareLogout}
            className="ms-auto flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-bold text-white/80 transition hover:bg-white/10 hover:text-white"
          >
            <LogOut aria-hidden className="size-4" />
            <Trans id="menu.logout">ອອກຈາກລະບົບ</Trans>
          </button>
        ) : null}
      </div>
    </nav>
  )
}
