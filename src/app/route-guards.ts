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
 * SPEC 2, Profile: a visitor who opens it is told to log in first and sent home. Someone who logs
 * out while on it is not warned: they are leaving on purpose.
 */
export function requireLoginOrWarnHome({ context, cause }: GuardArgs) {
  if (context.session.getSnapshot()) return
  if (cause === 'enter') {
    notify.warning(t({ id: 'guard.logInFirst', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ' }))
  }
  throw redirect({ to: '/' })
}

/** A visitor goes to log in; a signed-in customer has nothing to do here and goes home. */
export function requireAdmin(args: GuardArgs) {
  requireLogin(args)
  if (args.context.session.getSnapshot()?.user.role !== 'ADMIN') throw redirect({ to: '/' })
}
