import { randomInt, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/database.ts'
import type { OtpPurpose, SmsLanguage } from '../../db/tables.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Keyring } from '../../security/keyring.ts'
import { queueOtpSms } from '../../sms/sms-dispatcher.ts'

export const OTP_TTL_MS = 5 * 60 * 1000
/** The SPA counts the same 300 s down before it offers "send again". */
export const OTP_RESEND_AFTER_SECONDS = 300
export const OTP_MAX_WRONG_ATTEMPTS = 5

export interface OtpDeps {
  clock: Clock
  keyring: Keyring
}

export interface OtpRequest {
  phone: string
  purpose: OtpPurpose
}

// Keyed, so a leaked table does not give the codes away to a million guesses; the phone and purpose
// are in the hash so a code row cannot be moved to another phone or step.
function hashCode(keyring: Keyring, { phone, purpose }: OtpRequest, code: string): string {
  return keyring.hash('otp-code', `${purpose}\n${phone}\n${code}`)
}

/**
 * Creates a code and puts its SMS, in the customer's language, in the outbox inside the caller's
 * transaction; the caller kicks the dispatcher after the commit. Refused with OTP_RESEND_TOO_SOON
 * while the previous code for this phone and purpose is younger than 300 s.
 */
export async function sendOtp(
  trx: Database,
  deps: OtpDeps,
  otp: OtpRequest & { language: SmsLanguage },
): Promise<void> {
  // Two requests at once for one phone would both pass the resend check: the second waits here.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${otp.purpose}:${otp.phone}`}, 0))`.execute(
    trx,
  )
  const now = deps.clock.now()
  const last = await trx
    .selectFrom('otps')
    .select('sent_at')
    .where('phone', '=', otp.phone)
    .where('purpose', '=', otp.purpose)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (last) {
    const waitMs = last.sent_at.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 - now.getTime()
    if (waitMs > 0) {
      throw new ApiError(
        429,
        'OTP_RESEND_TOO_SOON',
        `A new code can be requested in ${Math.ceil(waitMs / 1000)} s`,
      )
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await trx
    .insertInto('otps')
    .values({
      phone: otp.phone,
      purpose: otp.purpose,
      code_hash: hashCode(deps.keyring, otp, code),
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
      sent_at: now,
    })
    .execute()
  await queueOtpSms(trx, { phone: otp.phone, code, language: otp.language }, now)
}

export type OtpRefusal = 'INVALID_OTP' | 'OTP_EXPIRED' | 'OTP_LOCKED'

/**
 * Checks a code against the newest one sent for this phone and purpose, inside the caller's
 * transaction, and marks it used when it matches. A wrong code counts an attempt, so the caller
 * must commit even when this refuses (return the refusal, throw it after the commit).
 */
export async function consumeOtp(
  trx: Database,
  deps: OtpDeps,
  otp: OtpRequest & { code: string },
): Promise<OtpRefusal | null> {
  const row = await trx
    .selectFrom('otps')
    .select(['id', 'code_hash', 'expires_at', 'attempts', 'consumed_at'])
    .where('phone', '=', otp.phone)
    .where('purpose', '=', otp.purpose)
    .orderBy('sent_at', 'desc')
    .limit(1)
    // Concurrent guesses are counted one after another, never lost.
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.consumed_at) return 'INVALID_OTP'
  // Checked before the code itself: once locked, even the right code is refused.
  if (row.attempts >= OTP_MAX_WRONG_ATTEMPTS) return 'OTP_LOCKED'
  const now = deps.clock.now()
  if (row.expires_at <= now) return 'OTP_EXPIRED'
  const expected = Buffer.from(row.code_hash)
  const given = Buffer.from(hashCode(deps.keyring, otp, otp.code))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await trx
      .updateTable('otps')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute()
    return 'INVALID_OTP'
  }
  await trx.updateTable('otps').set({ consumed_at: now }).where('id', '=', row.id).execute()
  return null
}

const refusalStatus: Record<OtpRefusal, number> = {
  INVALID_OTP: 400,
  OTP_EXPIRED: 410,
  OTP_LOCKED: 429,
}

export function otpRefusalError(refusal: OtpRefusal): ApiError {
  return new ApiError(refusalStatus[refusal], refusal)
}
