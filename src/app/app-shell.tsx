import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, type ReactNode } from 'react'
import { useSession } from '../features/session/use-session'
import { BottomMenu } from './bottom-menu'
import { TopBar } from './top-bar'

// Loaded after the first screen: it opens the socket, which the home page's first load must not carry.
const LiveWalletBalance = lazy(() => import('./live-wallet-balance'))
// Below the fold on every screen: its code and icons are fetched beside the screen's own chunk
// rather than in the first download (docs/performance.md).
const SiteFooter = lazy(() =>
  import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
)

export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession()
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
          <LiveWalletBalance userId={user._id} />
        </Suspense>
      ) : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* The footer's dark band holds its place while it loads, so nothing flashes or moves. */}
      <Suspense fallback={<div aria-hidden className="mt-auto min-h-64 bg-app-from" />}>
        <SiteFooter />
      </Suspense>
      <BottomMenu />
    </div>
  )
}
