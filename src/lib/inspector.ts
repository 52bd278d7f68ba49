import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate'

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
  inspectOptions = { inspect: withReadableNames(inspector.inspect) }
}

// The inspector's name for each actor, by session id: `auth`, `logIn`, `countdown`...
const actorNames = new Map<string, string>()

/**
 * What the inspector sends on: every actor under a readable name, and no token or password
 * anywhere in it. The context is not the only place a secret sits: a request's input (the
 * password of `logIn`) and output (the session it returns) are in the promise actor's snapshot.
 */
export const INSPECTOR_SETTINGS = {
  serialize: (event: StatelyInspectionEvent): StatelyInspectionEvent =>
    redactSecrets(
      event.type === '@xstate.actor' && event.sessionId
        ? { ...event, name: actorNames.get(event.sessionId) ?? event.name }
        : event,
    ),
}

/**
 * The inspector names a machine by its id and any other actor by its session id (`x:12`); this
 * observer notes a better name first: the actor's system id (`purchase`) or the id it was invoked
 * under (`submitPurchase`).
 */
export function withReadableNames(inspect: Observer<InspectionEvent>): Observer<InspectionEvent> {
  return {
    next: (event) => {
      if (event.type === '@xstate.actor') {
        const actorRef = event.actorRef as AnyActorRef
        actorNames.set(actorRef.sessionId, readableName(actorRef))
      }
      inspect.next?.(event)
    },
  }
}

function readableName(actorRef: AnyActorRef): string {
  const { systemId, id, sessionId } = actorRef as AnyActorRef & { systemId?: string }
  const machineId = (actorRef as { logic?: { config?: { id?: string } } }).logic?.config?.id
  // An actor started without an id is given its session id (`x:3`), which names nothing.
  return systemId ?? (id && id !== sessionId ? id : (machineId ?? sessionId))
}

/** Spread into `createActor(logic, { ...inspectorOptions() })` or `useActorRef`'s options. */
export function inspectorOptions(): InspectOptions | undefined {
  return inspectOptions
}

// Covers accessToken, refreshToken, token, idToken, password, oldPassword, newPassword...
const secretKey = /(token|password)$/i

/**
 * A copy of a context or event without its secrets, however deep they sit. Only plain objects and
 * arrays are copied: actor refs and class instances in a context are passed through untouched.
 */
export function redactSecrets<T>(value: T): T {
  return redact(value, new WeakMap()) as T
}

function redact(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (Array.isArray(value)) {
    const known = seen.get(value)
    if (known) return known
    const copy: unknown[] = []
    seen.set(value, copy)
    for (const item of value) copy.push(redact(item, seen))
    return copy
  }
  if (!isPlainObject(value)) return value
  const known = seen.get(value)
  if (known) return known
  const copy: Record<string, unknown> = {}
  seen.set(value, copy)
  for (const [key, item] of Object.entries(value)) {
    if (!secretKey.test(key)) copy[key] = redact(item, seen)
  }
  return copy
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
