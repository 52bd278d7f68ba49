import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { preloadableLazy } from '../lib/preloadable-lazy'
import { useSession } from '../session/use-session'
import { BottomMenu } from './bottom-menu'
import { TopBar } from './top-bar'

// Loaded after the first screen: it opens the socket, which the home page's first load must not carry.
const LiveWallet = lazy(() => import('./live-wallet'))
// Below the fold on every screen: its code and icons are fetched beside the screen's own chunk
// rather than in the first download (docs/performance.md).
export const SiteFooter = preloadableLazy<object>(() =>
  import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
)

export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const leaving = useLeavingScreen()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans id="shell.skipToContent">ໄປທີ່ເນື້ອຫາ</Trans>
      </a>
      <TopBar />
      {user ? (
        <Suspense fallback={null}>
          <LiveWallet userId={user._id} />
        </Suspense>
      ) : null}
      {/* While the next screen's code or data is on its way, the screen being left stays in view but
          takes no tap or keystroke: what the customer meant for the next screen must not act on
          this one (a message meant for the admin posted to the group chat). It dims only after a
          moment, so a quick change does not flash. */}
      <main
        id="main"
        inert={leaving}
        aria-busy={leaving || undefined}
        className={`flex-1 transition-opacity ${leaving ? 'cursor-progress opacity-50 delay-150 duration-300' : ''}`}
      >
        {children}
      </main>
      {/* The footer's dark band holds its place while it loads, so nothing flashes or moves. */}
      <Suspense
        fallback={
          <div aria-hidden data-site-footer className="mt-auto min-h-64 bg-app-from print:hidden" />
        }
      >
        <SiteFooter />
      </Suspense>
      <BottomMenu />
    </div>
  )
}

/**
 * True from the moment a navigation to another address starts until its screen is ready. A reload
 * of the same address (a retry, a login seen by the guards) keeps the screen usable.
 */
function useLeavingScreen(): boolean {
  return useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      state.resolvedLocation !== undefined &&
      state.resolvedLocation.href !== state.location.href,
  })
}
