import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { InspectionEvent, Observer } from 'xstate'

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

// accessToken, refreshToken, idToken, password, oldPassword, newPassword, pin, serial...
const SECRET_KEY_ENDING = /(token|password|pin|serial)$/i
// A coupon's or an OTP's code, an OTP sent, the codes a batch minted, a voucher's code, and the
// voucher codes an operator pastes to restock.
const SECRET_KEYS = new Set(['code', 'codes', 'otp', 'voucherCode', 'lines'])

const isSecretKey = (key: string) => SECRET_KEY_ENDING.test(key) || SECRET_KEYS.has(key)

/**
 * An event that carries what is typed into a secret field as its `value`: the field is in its type
 * (`user.changePin`, `user.changeCode`) or its `name` or `field` (`user.change` of a password).
 */
function typesSecret(object: Record<string, unknown>): boolean {
  if (typeof object['type'] !== 'string' || !('value' in object)) return false
  const typed = /^user\.change(\w+)$/.exec(object['type'])?.[1]
  const fields = [
    typed && typed[0]!.toLowerCase() + typed.slice(1),
    object['name'],
    object['field'],
  ]
  return fields.some((field) => typeof field === 'string' && isSecretKey(field))
}

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
  const typedSecret = typesSecret(value)
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key) || (typedSecret && key === 'value')) continue
    copy[key] = redact(item, seen)
  }
  return copy
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
