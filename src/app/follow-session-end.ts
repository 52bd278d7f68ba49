import { t } from '@lingui/core/macro'
import type { SessionStore } from '../session/session-store'
import type { AppRouter } from '../router'
import { notify } from '../ui/notify'

/**
 * SPEC §8: when the server refuses to renew the session (402), the customer is told to log in
 * again and taken home, in every open tab. A logout the customer asked for says so by itself.
 */
export function followSessionEnd(session: SessionStore, router: AppRouter): void {
  session.onExpired(() => {
    notify.warning(t({ id: 'session.expired', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ' }))
    void router.navigate({ to: '/' })
  })
}
