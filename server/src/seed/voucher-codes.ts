import { randomInt } from 'node:crypto'

// No 0/O or 1/I: a customer types these codes by hand.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomString(alphabet: string, length: number): string {
  let text = ''
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)]
  return text
}

/** A redeemable code such as GN7K-Q2MX-83RT-W5ZA, prefixed with the product's letters. */
export function voucherCode(prefix: string): string {
  const groups = Array.from({ length: 4 }, () => randomString(codeAlphabet, 4))
  return `${prefix}${groups.join('-')}`
}

/** A phone cash card: a 14-digit PIN dialled by the customer, and its serial number (ref2). */
export function cashCardCode(): { code: string; ref2: string } {
  return { code: randomString('0123456789', 14), ref2: `SN${randomString('0123456789', 10)}` }
}
