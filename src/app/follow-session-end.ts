import { t } from '@lingui/core/macro'
import type { SessionStore } from '../session/session-store'
import type { AppRouter } from '../router'
import { notify } from '../ui/notify'

/**
 * SPEC §8: when the server refuses to renew the session (402), the customer is told to log in
 * again and taken home, in every open tab. A logout the customer asked for says so by itself.
 *
 * A screen being opened as the session ends (its loader's call was the one refused) is left to its
 * guard, which the ended session re-runs (app-root.tsx): a screen that needs a session asks to log
 * in and leads back to it. Sending that tab home too made two navigations race, and either won.
 */
export function followSessionEnd(session: SessionStore, router: AppRouter): void {
  session.onExpired(() => {
    notify.warning(t({ id: 'session.expired', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ' }))
    const onScreen = router.latestLocation.href === router.state.resolvedLocation?.href
    if (onScreen) void router.navigate({ to: '/' })
  })
}
