import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router'
import { AppShell } from '../app/app-shell'
import { LazyNotFoundScreen } from '../app/lazy-not-found-screen'
import { RouteErrorScreen } from '../app/route-error-screen'
import type { AppServices } from '../services'
import { otherScreensReady } from '../i18n/activate-locale'

export const Route = createRootRouteWithContext<AppServices>()({
  // The home screen paints with the first catalog alone; every other screen waits for its text.
  // The server renders with every catalog at hand (src/i18n/request-i18n.ts).
  beforeLoad: ({ location }) =>
    location.pathname === '/' || typeof window === 'undefined' ? undefined : otherScreensReady(),
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: LazyNotFoundScreen,
})

function RootLayout() {
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {/* A server-rendered page carries the router's data here (its loaders' results), in scripts
          the browser runs and removes before it hydrates: the browser's bundle leaves it out. */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </>
  )
}
