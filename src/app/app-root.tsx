import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { AuthActor } from '../session/auth-actor'
import { SessionProvider } from '../session/session-provider'
import type { SessionStore } from '../session/session-store'
import type { AppRouter } from '../router'
import { AppErrorBoundary } from './app-error-boundary'
import { NotificationHost } from '../ui/notify'

interface AppRootProps {
  router: AppRouter
  /** The browser's one instance; on the server, the request's own (src/i18n/request-i18n.ts). */
  i18n: I18n
  session: SessionStore
  auth: () => Promise<AuthActor>
}

export function AppRoot({ router, i18n, session, auth }: AppRootProps) {
  // A login or logout (here or in another tab) re-runs the guards of the page on screen. Renewed
  // tokens and a refetched balance change nothing the guards read, so the page is left alone.
  // The identity the first guards saw: a change before the subscription below counts too.
  const [firstIdentity] = useState(() => identityOf(session))
  useEffect(() => {
    let current = firstIdentity
    const follow = () => {
      const next = identityOf(session)
      if (next === current) return
      current = next
      void router.invalidate()
    }
    const unsubscribe = session.subscribe(follow)
    follow()
    return unsubscribe
  }, [router, session, firstIdentity])

  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <SessionProvider session={session} auth={auth}>
          <RouterProvider router={router} context={{ session }} />
        </SessionProvider>
        <NotificationHost />
      </AppErrorBoundary>
    </I18nProvider>
  )
}

/** Who is signed in, as far as the guards care: the account and its role, or nobody. */
function identityOf(session: SessionStore): string | null {
  const user = session.getSnapshot()?.user
  return user ? `${user._id}:${user.role}` : null
}
