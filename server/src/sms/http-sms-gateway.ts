import type { FastifyBaseLogger } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import { describeFetchFailure } from '../http/fetch-failure.ts'
import { maskedPhone, SmsDeliveryError, type SmsSender } from './sms-sender.ts'

export interface HttpSmsGatewayOptions {
  /** SMS_GATEWAY_URL: receives POST {to, text}. */
  url: string
  /** SMS_GATEWAY_TOKEN: sent as `Authorization: Bearer <token>`. */
  token: string
  log: FastifyBaseLogger
  /** Each try is abandoned after this long. */
  timeoutMs?: number
  /** Tries per send, the first included. */
  tries?: number
  /** The wait before the second try; it doubles before each further one. */
  backoffMs?: number
}

const defaults = { timeoutMs: 10_000, tries: 3, backoffMs: 1_000 }

/** Answers worth another try: the gateway is overloaded, limiting us, or failing for now. */
function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500
}

/**
 * An SMS gateway reached over HTTP. A network error, a timeout, a 5xx or a 429 is tried again
 * after a growing wait; any other refusal is final. Logs name the phone's last digits, the try and
 * the status, never the text (it holds the code) nor the gateway's answer (it may echo the text).
 */
export function createHttpSmsGateway(options: HttpSmsGatewayOptions): SmsSender {
  const { url, token, log } = options
  const { timeoutMs, tries, backoffMs } = { ...defaults, ...options }

  async function tryOnce(body: string): Promise<SmsDeliveryError | null> {
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      return new SmsDeliveryError(describeFetchFailure(error, timeoutMs), true)
    }
    // The body is not read into the log, but it must be consumed to free the connection.
    await response.body?.cancel()
    if (response.ok) return null
    return new SmsDeliveryError(
      `gateway answered HTTP ${response.status}`,
      isRetryableStatus(response.status),
    )
  }

  return {
    async send({ to, text }) {
      const body = JSON.stringify({ to, text })
      for (let attempt = 1; ; attempt += 1) {
        const failure = await tryOnce(body)
        if (!failure) return
        const last = !failure.retryable || attempt >= tries
        log.warn(
          { to: maskedPhone(to), attempt, tries, reason: failure.message },
          last ? 'SMS gateway failed; giving up for now' : 'SMS gateway failed; trying again',
        )
        if (last) throw failure
        await sleep(backoffMs * 2 ** (attempt - 1))
      }
    },
  }
}
