import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { SmsLanguage } from '../db/tables.ts'
import type { JobRunner } from '../jobs/job-runner.ts'
import { otpSmsText } from './otp-text.ts'
import { maskedPhone, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export interface OtpSms {
  phone: string
  code: string
  language: SmsLanguage
}

/**
 * Puts an OTP message in the outbox, inside the caller's transaction: it commits with the code or
 * not at all, so no SMS names a code the database does not know, and none is lost when the process
 * stops before it went. The dispatcher sends it after the commit.
 */
export async function queueOtpSms(trx: Database, sms: OtpSms, now: Date): Promise<void> {
  await trx
    .insertInto('sms_outbox')
    .values({ ...sms, sent_at: now, next_attempt_at: now })
    .execute()
}

export interface SmsDispatcher {
  /** Delivers what is due now, in the background; call it after a commit that queued a message. */
  kick(): void
}

export interface SmsDispatcherOptions {
  db: Database
  clock: Clock
  sender: SmsSender
  log: FastifyBaseLogger
  jobs: JobRunner
  /** How long a code is valid: it is in the text, and a message is no use once it has passed. */
  otpLifetimeMs: number
}

export const SMS_DISPATCH_JOB = 'sms-dispatch'
/** The periodic pass picks up retries and whatever a stopped process left behind. */
const dispatchEveryMs = 10_000
const batchSize = 20
/** A message being sent is held this long; if its sender dies, another pass takes it after. */
const leaseMs = 60_000
/** Waits between tries of one message, after the gateway adapter's own quick retries failed. */
const retryDelaysMs = [15_000, 30_000, 60_000, 120_000]
const maxAttempts = retryDelaysMs.length + 1

interface Claimed extends OtpSms {
  id: string
  attempts: number
  sent_at: Date
}

/**
 * Sends the outbox's pending messages through the configured SmsSender, outside any transaction.
 * Rows are claimed with SKIP LOCKED and a lease, so two passes (or two processes) never send one
 * message twice at once. A failed message is tried again later while its code is still valid.
 */
export function createSmsDispatcher(options: SmsDispatcherOptions): SmsDispatcher {
  const { db, clock, sender, log, jobs, otpLifetimeMs } = options
  // A kick during a pass may come after that pass looked for messages: the pass runs once more.
  let kickedDuringPass = false

  async function claimDue(): Promise<Claimed[]> {
    return db.transaction().execute(async (trx) => {
      const now = clock.now()
      const due = await trx
        .selectFrom('sms_outbox')
        .select(['id', 'phone', 'code', 'language', 'attempts', 'sent_at'])
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute()
      if (due.length === 0) return []
      await trx
        .updateTable('sms_outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: new Date(now.getTime() + leaseMs),
        }))
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute()
      return due.map((row) => ({ ...row, attempts: row.attempts + 1 }))
    })
  }

  async function deliver(message: Claimed): Promise<void> {
    try {
      await sender.send({
        to: message.phone,
        text: otpSmsText(message.language, message.code, otpLifetimeMs),
      })
      await db
        .updateTable('sms_outbox')
        .set({ status: 'SENT', delivered_at: clock.now(), last_error: null })
        .where('id', '=', message.id)
        .execute()
    } catch (error) {
      const reason = error instanceof SmsDeliveryError ? error.message : 'unexpected error'
      if (!(error instanceof SmsDeliveryError)) log.error({ err: error }, 'SMS sender threw')
      const now = clock.now()
      const retryAt = new Date(now.getTime() + (retryDelaysMs[message.attempts - 1] ?? 0))
      const expiresAt = new Date(message.sent_at.getTime() + otpLifetimeMs)
      const retryable = !(error instanceof SmsDeliveryError) || error.retryable
      const again = retryable && message.attempts < maxAttempts && retryAt < expiresAt
      await db
        .updateTable('sms_outbox')
        .set(
          again
            ? { next_attempt_at: retryAt, last_error: reason }
            : { status: 'FAILED', last_error: reason },
        )
        .where('id', '=', message.id)
        .execute()
      if (!again) {
        log.error(
          { to: maskedPhone(message.phone), attempts: message.attempts, reason },
          'SMS not delivered; the customer can ask for a new code',
        )
      }
    }
  }

  async function dispatchDue(): Promise<void> {
    do {
      kickedDuringPass = false
      for (let batch = await claimDue(); batch.length > 0; batch = await claimDue()) {
        await Promise.all(batch.map(deliver))
      }
    } while (kickedDuringPass)
  }

  jobs.register({ name: SMS_DISPATCH_JOB, everyMs: dispatchEveryMs, run: dispatchDue })

  return {
    kick() {
      kickedDuringPass = true
      // The job runner logs a failed pass and keeps at most one running.
      void jobs.runNow(SMS_DISPATCH_JOB)
    },
  }
}
