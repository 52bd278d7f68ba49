import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { LoadingState } from './ui/loading-state'
import { LazyNotFoundScreen } from './app/lazy-not-found-screen'
import { RouteErrorScreen } from './app/route-error-screen'
import type { AppServices } from './services'
import { routeTree } from './routeTree.gen'

interface AppRouterOptions extends AppServices {
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory
  /** On the server: the request's Content-Security-Policy nonce, set on the router's scripts. */
  nonce?: string
}

export function createAppRouter({
  session,
  auth,
  api,
  realtime,
  history,
  nonce,
}: AppRouterOptions) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    ...(nonce ? { ssr: { nonce } } : {}),
    context: { session, auth, api, realtime },
    // Hovering or touching a link starts downloading its screen's code before the click.
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingState,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: LazyNotFoundScreen,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
