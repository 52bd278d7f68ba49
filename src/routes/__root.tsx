import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppShell } from '../app/app-shell'
import { NotFoundScreen } from '../app/not-found-screen'
import { RouteErrorScreen } from '../app/route-error-screen'
import type { RouterContext } from '../app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: NotFoundScreen,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
