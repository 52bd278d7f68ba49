import type { Role } from '../../db/tables.ts'

/** Who reads an answer or an event: a signed-in account, or null for a visitor. */
export type PhoneReader = { id: string; role: Role } | null

const HIDDEN = '•'
/** 20, the start every Lao mobile number shares: it tells nobody anything. */
const SHOWN_AT_START = 2
const SHOWN_AT_END = 3

/**
 * A customer's phone number is also their login. Shown whole to anyone, it hands every stranger
 * half of each account's credentials and a way to reach its owner posing as the shop. So the
 * number's owner and the operators (role ADMIN), who answer customers, read it whole; everyone
 * else, visitors included, reads it masked.
 */
export function maySeeWholePhone(reader: PhoneReader, ownerId: string): boolean {
  return reader !== null && (reader.role === 'ADMIN' || reader.id === ownerId)
}

/**
 * `2055512007` reads `20•••••007`: the last digits still tell two members apart, as SPEC's "name and
 * phone" beside a message asks, without giving anyone's login away. A Google-only account's login
 * is an email: it keeps its first letter and its domain.
 */
export function maskPhone(login: string): string {
  const at = login.indexOf('@')
  if (at >= 0) return `${login.slice(0, Math.min(1, at))}${HIDDEN.repeat(3)}${login.slice(at)}`
  const hidden = login.length - SHOWN_AT_START - SHOWN_AT_END
  if (hidden < SHOWN_AT_END) return HIDDEN.repeat(login.length)
  return `${login.slice(0, SHOWN_AT_START)}${HIDDEN.repeat(hidden)}${login.slice(-SHOWN_AT_END)}`
}

/** `item` as `reader` may see it: its `phone`, the number of account `ownerId`, whole or masked. */
export function withPhoneSeenBy<Item extends { phone: string }>(
  reader: PhoneReader,
  ownerId: string,
  item: Item,
): Item {
  return maySeeWholePhone(reader, ownerId) ? item : { ...item, phone: maskPhone(item.phone) }
}
