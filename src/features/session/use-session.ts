import { t } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import { useContext, useSyncExternalStore } from 'react'
import { toasts } from '../../app/notify'
import { SessionSourceContext } from './session-provider'
import type { SessionUser } from './session-storage'

export interface Session {
  user: SessionUser | null
  isLoggedIn: boolean
  /** Clears the user data and both tokens, confirms with a toast and opens the login page. */
  logout(): Promise<void>
  /** Fetches the user again (the wallet balance with it), such as after a purchase. */
  refreshUser(): Promise<void>
}

export function useSession(): Session {
  const source = useContext(SessionSourceContext)
  if (!source) throw new Error('useSession needs a <SessionProvider> above it')
  const router = useRouter()
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot)
  const user = snapshot?.user ?? null

  return {
    user,
    isLoggedIn: user !== null,
    async logout() {
      await source.signOut()
      toasts.success(t({ id: 'session.loggedOut', message: 'ອອກຈາກລະບົບແລ້ວ' }))
      void router.navigate({ to: '/login' })
    },
    refreshUser: () => source.refreshUser(),
  }
}
