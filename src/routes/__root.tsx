import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppShell } from '../app/app-shell'
import { LazyNotFoundScreen } from '../app/lazy-not-found-screen'
import { RouteErrorScreen } from '../app/route-error-screen'
import type { AppServices } from '../services'
import { otherScreensReady } from '../i18n/activate-locale'

export const Route = createRootRouteWithContext<AppServices>()({
  // The home screen paints with the first catalog alone; every other screen waits for its text.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : otherScreensReady()),
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: LazyNotFoundScreen,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
