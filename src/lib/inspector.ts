import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { InspectionEvent, Observer } from 'xstate'
import { redactSecrets } from '#machines/redact-secrets.ts'

/**
 * The Stately inspector shows every actor's context and events in a second window. It is a
 * developer tool: it is loaded only in dev and only when asked for with `?inspect`, through a dynamic
 * import that the production build drops entirely (a static import would add ~26 KB gzip).
 */

export interface InspectOptions {
  inspect: Observer<InspectionEvent>
}

let inspectOptions: InspectOptions | undefined

/** Resolves once the inspector is ready (or at once when it is not wanted), before actors start. */
export async function startInspector(search: string = window.location.search): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const inspector = createBrowserInspector(INSPECTOR_SETTINGS)
  inspectOptions = { inspect: inspector.inspect }
}

/**
 * Nothing secret in what the inspector sends on: tokens, passwords, a phone card's PIN and serial,
 * coupon, OTP and voucher codes, wherever they sit. The context is not the only place a secret
 * sits: a request's input (the password of `logIn`) and output (the session it returns) are in the
 * promise actor's snapshot, and what the customer types is the `value` of an event
 * (`user.changePin`). A top-level actor is named by its id (`useFlowActor` gives it its systemId,
 * `topupDecision:<id>`), an invoked one by the id it was invoked under (`logIn`, `countdown`).
 */
export const INSPECTOR_SETTINGS = {
  serialize: (event: StatelyInspectionEvent): StatelyInspectionEvent => redactSecrets(event),
}

/** Spread into `createActor(logic, { ...inspectorOptions() })` or `useActorRef`'s options. */
export function inspectorOptions(): InspectOptions | undefined {
  return inspectOptions
}
