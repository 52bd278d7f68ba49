import { t } from '@lingui/core/macro'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { notify } from './notify'
import type { RouterContext } from './router-context'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
  /**
   * 'enter' when the customer opens the page; 'preload' when the router fetches it ahead of a likely
   * click; 'stay' when the guards re-run on the open page (the session changed).
   */
  cause: 'preload' | 'enter' | 'stay'
}

/** A visitor goes to the login page, which brings them back here afterwards. */
export function requireLogin({ context, location }: GuardArgs) {
  if (!context.session.getSnapshot()) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/**
 * SPEC 2, Profile: a visitor who opens it is told to log in first. They came for their account, so
 * the login page brings them back to it (docs/decisions.md). Someone whose session ends while on it
 * goes home unwarned, as SPEC 8 sends an ended session: they left on purpose, or were told why.
 */
export function requireLoginWithWarning(args: GuardArgs) {
  if (args.context.session.getSnapshot()) return
  if (args.cause === 'stay') throw redirect({ to: '/' })
  if (args.cause === 'enter') {
    notify.warning(t({ id: 'guard.logInFirst', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ' }))
  }
  requireLogin(args)
}

/** A visitor goes to log in; a signed-in customer has nothing to do here and goes home. */
export function requireAdmin(args: GuardArgs) {
  requireLogin(args)
  if (args.context.session.getSnapshot()?.user.role !== 'ADMIN') throw redirect({ to: '/' })
}
