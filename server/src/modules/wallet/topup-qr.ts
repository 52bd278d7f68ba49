import { randomBytes } from 'node:crypto'

/**
 * The payload of a top-up QR, in the EMVCo merchant-presented layout that Lao banking apps scan:
 * fields of a two-digit id, a two-digit length and the value, closed by a CRC. The merchant
 * reference carries 128 random bits, which makes the QR unguessable and unique; the amount is
 * fixed, and "dynamic" (01 = 12) marks it as good for one payment.
 */
export function newTopupQr(amount: number): string {
  const reference = randomBytes(16).toString('hex').toUpperCase()
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('38', field('00', 'LA.GAMETOPUP.DEMO') + field('01', reference)),
    field('53', '418'), // ISO 4217 for LAK
    field('54', String(amount)),
    field('58', 'LA'),
    field('59', 'GAME TOPUP SHOP'),
    field('60', 'VIENTIANE'),
  ].join('')
  const withCrcHeader = `${body}6304`
  return withCrcHeader + crc16CcittFalse(withCrcHeader)
}

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE over the payload up to and including "6304", as EMVCo QR specifies. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}
