import { randomInt } from 'node:crypto'
import type { Keyring } from '../../security/keyring.ts'

// 31 letters and digits without the look-alikes 0/O and 1/I/L: a code read aloud or copied from a
// printed card is typed right. 12 of them carry 59 bits, far beyond what the try limits let anyone
// guess.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 12
const GROUP = 4

/** A new code, shown as XXXX-XXXX-XXXX. */
export function newCouponCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)])
  const groups: string[] = []
  for (let start = 0; start < LENGTH; start += GROUP) {
    groups.push(characters.slice(start, start + GROUP).join(''))
  }
  return groups.join('-')
}

/** What a code is, whatever case, spaces or dashes the customer typed it with. */
export function normaliseCouponCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase()
}

/**
 * The only form of a code the database holds: an HMAC under a key derived from the server's secret
 * (docs/decisions.md, "Coupon codes are stored as keyed hashes"), so a copy of the database alone
 * redeems nothing and cannot be searched offline for codes.
 */
export function couponHash(keyring: Keyring, typed: string): string {
  return keyring.hash('coupon-code', normaliseCouponCode(typed))
}
