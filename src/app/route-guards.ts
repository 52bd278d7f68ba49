import { t } from '@lingui/core/macro'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { notify } from '../ui/notify'
import type { AppServices } from '../services'

/** SPEC 2, Profile: a visitor who opens it is told to log in first, not only sent to the login page. */
const WARNS_VISITOR = new Set(['/profile'])

interface GuardArgs {
  context: AppServices
  location: ParsedLocation
  /**
   * 'enter' when the customer opens the page; 'preload' when the router fetches it ahead of a likely
   * click; 'stay' when the guards re-run on the open page (the session changed).
   */
  cause: 'preload' | 'enter' | 'stay'
}

/**
 * The login guard of every signed-in screen (the `_signedIn` layout route). A visitor goes to the
 * login page, which brings them back here afterwards.
 *
 * Profile also tells the visitor why. They came for their account, so
 * the login page brings them back to it (docs/decisions.md). Someone whose session ends while on it
 * goes home unwarned, as SPEC 8 sends an ended session: they left on purpose, or were told why.
 */
export function requireLogin({ context, location, cause }: GuardArgs) {
  if (context.session.getSnapshot()) return
  if (WARNS_VISITOR.has(location.pathname)) {
    if (cause === 'stay') throw redirect({ to: '/' })
    if (cause === 'enter') {
      notify.warning(t({ id: 'guard.logInFirst', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ' }))
    }
  }
  throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** Under the login guard: a signed-in customer has nothing to do on an admin screen and goes home. */
export function requireAdmin({ context }: Pick<GuardArgs, 'context'>) {
  if (context.session.getSnapshot()?.user.role !== 'ADMIN') throw redirect({ to: '/' })
}
