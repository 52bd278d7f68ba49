import type { FastifyBaseLogger } from 'fastify'

/** One text message to one phone. */
export interface SmsMessage {
  /** The phone number as the customer typed it (digits, as the contract's Phone allows). */
  to: string
  text: string
}

/**
 * Hands one message to whatever carries it to the phone. Throws an SmsDeliveryError when it did
 * not go; the dispatcher (sms-dispatcher.ts) decides whether to try again later.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
  constructor(
    /** Never the message text: it holds the code. */
    message: string,
    /** False when trying again cannot help (the gateway refused the request itself). */
    readonly retryable: boolean,
  ) {
    super(message)
  }
}

/** Enough of a phone number to tell deliveries apart in a log, not enough to identify a customer. */
export function maskedPhone(phone: string): string {
  return `…${phone.slice(-3)}`
}

/**
 * Development and tests, where no SMS_GATEWAY_URL is set: nothing leaves the machine. The message
 * stays in sms_outbox, where the dev outbox (/dev/outbox, GET /dev/outbox/{phone}) shows its code,
 * and the dispatcher marks it delivered just as it would after a gateway took it.
 */
export function createOutboxSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ to }) {
      log.info({ to: maskedPhone(to) }, 'SMS kept in the dev outbox (no SMS_GATEWAY_URL set)')
    },
  }
}
