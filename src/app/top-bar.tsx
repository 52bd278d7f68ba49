import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LogIn, WalletMinimal } from 'lucide-react'
import { Suspense } from 'react'
import { preloadableLazy } from '../lib/preloadable-lazy'
import type { SessionUser } from '../session/session-storage'
import { useSession, useWalletBalance } from '../session/use-session'
import { formatKip } from '../lib/format-money'
import { imageUrl } from '../lib/image-url'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'

export const DesktopMenu = preloadableLazy(() => import('./desktop-menu'))

export function TopBar() {
  const { user } = useSession()

  return (
    <header className="sticky top-0 z-30 print:hidden bg-app-gradient text-white shadow-lg shadow-app-from/20">
      {/* Phone: logo and controls on one row, the welcome line under them. Wide: all on one row. */}
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-2.5 md:grid-cols-[auto_minmax(0,1fr)_auto]">
        <Logo />
        <Welcome user={user} />
        <div className="col-start-2 row-start-1 flex items-center gap-2 md:col-start-3">
          <LanguageSwitcher />
          {/* As wide as the widest login button whoever is here: the browser learns who is signed
              in once the page has hydrated, and the avatar then takes this place, moving nothing. */}
          <div className="flex min-w-[6.75rem] justify-end max-[379px]:min-w-[5.5rem]">
            {user ? <ProfileLink user={user} /> : <LoginButton />}
          </div>
        </div>
      </div>
      {/* Phones never show this row: its code arrives beside the first screen, not in it, and its
          height is held meanwhile so nothing below moves on a wide screen. */}
      <Suspense
        fallback={
          <div aria-hidden className="hidden border-t border-white/10 md:block">
            <div className="h-11" />
          </div>
        }
      >
        <DesktopMenu />
      </Suspense>
    </header>
  )
}

/**
 * One line, visitor or customer: the server renders every page signed out (the session lives in
 * the browser), and the customer's name and balance fill this line once the page has hydrated,
 * instead of pushing the page down. A name too long for it wraps rather than being cut: a name cut
 * short is someone else's.
 */
function Welcome({ user }: { user: SessionUser | null }) {
  return (
    <div className="col-span-2 flex min-h-7 min-w-0 items-center justify-between gap-3 md:col-span-1 md:justify-end">
      {user ? (
        <CustomerWelcome user={user} />
      ) : (
        <p className="min-w-0 text-sm leading-snug text-white/90 [overflow-wrap:anywhere]">
          <Trans id="topBar.welcomeVisitor">ຍິນດີຕ້ອນຮັບສູ່ຮ້ານຂອງພວກເຮົາ</Trans>
        </p>
      )}
    </div>
  )
}

function CustomerWelcome({ user }: { user: SessionUser }) {
  const { i18n } = useLingui()
  const name = user.fullName || user.userName
  const balance = useWalletBalance()
  return (
    <>
      <p className="min-w-0 text-sm leading-snug text-white/90 [overflow-wrap:anywhere]">
        <Trans id="topBar.welcome">ຍິນດີຕ້ອນຮັບ {name}</Trans>
      </p>
      {balance === null ? null : (
        // The link is a full touch target; the gold pill inside it stays as slim as the line.
        <Link to="/rechargePage" className="-my-2 flex tap-target shrink-0 items-center">
          <span className="flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-bold text-app-from shadow-sm">
            <WalletMinimal aria-hidden className="size-4" />
            <span className="sr-only">
              <Trans id="topBar.balance">ຍອດເງິນໃນກະເປົາ</Trans>
            </span>
            {formatKip(balance, i18n.locale)}
          </span>
        </Link>
      )}
    </>
  )
}

function ProfileLink({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const initial = (user.fullName || user.userName).trim().charAt(0).toUpperCase()
  return (
    <Link
      to="/profile"
      aria-label={t({ id: 'menu.profile', message: 'ໂປຣໄຟລ໌' })}
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-app-from ring-2 ring-secondary"
    >
      {user.image ? (
        <img
          src={imageUrl(user.image)}
          alt=""
          width={44}
          height={44}
          className="size-11 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </Link>
  )
}

function LoginButton() {
  return (
    <Link
      to="/login"
      className="flex tap-target shrink-0 items-center gap-1.5 rounded-full bg-secondary px-3.5 py-1.5 text-sm font-bold text-app-from shadow-sm transition hover:brightness-105"
    >
      {/* On the narrowest phones the words alone leave the logo its 44 px. */}
      <LogIn aria-hidden className="size-4 max-[379px]:hidden" />
      <Trans id="topBar.login">ເຂົ້າສູ່ລະບົບ</Trans>
    </Link>
  )
}
