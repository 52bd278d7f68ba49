import { t } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import { useContext, useSyncExternalStore } from 'react'
import { toasts } from '../ui/notify'
import { SessionContext, type SessionServices } from './session-provider'
import type { SessionUser } from './session-storage'

export interface Session {
  user: SessionUser | null
  isLoggedIn: boolean
  /** Clears the user data and both tokens, confirms with a toast and opens the login page. */
  logout(): Promise<void>
  /**
   * Fetches the sign-out's code (the auth actor and xstate) when the customer reaches for it, so
   * the first screen never downloads it.
   */
  prepareLogout(): void
}

function useSessionServices(): SessionServices {
  const services = useContext(SessionContext)
  if (!services) throw new Error('useSession needs a <SessionProvider> above it')
  return services
}

export function useSession(): Session {
  const { session, auth } = useSessionServices()
  const router = useRouter()
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  )
  const user = snapshot?.user ?? null

  return {
    user,
    isLoggedIn: user !== null,
    async logout() {
      ;(await auth()).send({ type: 'user.signOut' })
      toasts.success(t({ id: 'session.loggedOut', message: 'ອອກຈາກລະບົບແລ້ວ' }))
      void router.navigate({ to: '/login' })
    },
    prepareLogout() {
      void auth().catch(() => undefined)
    },
  }
}

/**
 * The wallet balance in kip, or null when nobody is signed in or it is not known yet. It is set from
 * what the server answers (a purchase, a paid top-up, the user fetched again), never fetched for it.
 */
export function useWalletBalance(): number | null {
  const { session } = useSessionServices()
  return useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot()?.user.walletAmount ?? null,
    () => null,
  )
}
