import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'

/**
 * Sends OTP codes. The reference backend has no SMS provider: it records what would have been
 * sent in sms_outbox, which the dev outbox (GET /dev/outbox/{phone}) reads.
 */
export interface SmsSender {
  sendOtp(phone: string, code: string, executor?: Database): Promise<void>
}

export function createOutboxSmsSender(db: Database, clock: Clock): SmsSender {
  return {
    async sendOtp(phone, code, executor = db) {
      await executor
        .insertInto('sms_outbox')
        .values({ phone, code, sent_at: clock.now() })
        .execute()
    },
  }
}
