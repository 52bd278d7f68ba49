import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../clock.ts'

/** How far a notice's timestamp may be from the shop's clock, either way. */
export const NOTICE_TOLERANCE_SECONDS = 5 * 60

/** The signature a bank sends: hex HMAC-SHA256 of `timestamp + "." + raw body`. */
export function signBankNotice(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

export type SignatureProblem = 'missing' | 'stale' | 'forged'

/**
 * Checks a payment notice's signature and freshness; null when it holds. The comparison takes the
 * same time however many characters match, so a forger learns nothing from the answer's timing.
 */
export function bankSignatureProblem(
  secret: string,
  clock: Clock,
  notice: {
    timestamp: string | undefined
    signature: string | undefined
    rawBody: string | undefined
  },
): SignatureProblem | null {
  const { timestamp, signature, rawBody } = notice
  if (!timestamp || !signature || rawBody === undefined || !/^\d{1,12}$/.test(timestamp)) {
    return 'missing'
  }
  const skew = Math.abs(clock.now().getTime() / 1000 - Number(timestamp))
  if (skew > NOTICE_TOLERANCE_SECONDS) return 'stale'
  const expected = Buffer.from(signBankNotice(secret, timestamp, rawBody), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'forged'
}
