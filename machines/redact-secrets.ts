/**
 * What of a machine's context and events is secret, and a copy without it: what the Stately
 * inspector (src/lib/inspector.ts) sends on and what the QA console's simulator shows both leave
 * out tokens, passwords, a phone card's PIN and serial, coupon, OTP and voucher codes. It lives
 * beside the machines because the SPA and the scripts both import them, and the secrets are
 * their contexts' and events' fields.
 */

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
