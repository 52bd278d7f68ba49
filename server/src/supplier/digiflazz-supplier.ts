import { describeFetchFailure } from '../http/fetch-failure.ts'
import {
  BALANCE_SIGN_SUFFIX,
  digiflazzSign,
  readTransaction,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignatureHolds,
  type DigiflazzBalanceRequest,
  type DigiflazzTransactionRequest,
} from './digiflazz-protocol.ts'
import { SupplierUnreachable, type Supplier } from './supplier.ts'

/** The one kind of request the adapter makes: a JSON POST abandoned when its signal fires. */
export type SupplierFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<Response>

export interface DigiflazzOptions {
  /** SUPPLIER_URL: the API's base, ending in /v1 (`https://api.digiflazz.com/v1`). */
  url: string
  username: string
  apiKey: string
  /** The secret set on Digiflazz's webhook page: it keys the callbacks' HMAC. */
  webhookSecret: string
  /** Each call is abandoned after this long. */
  timeoutMs: number
  /** The demo supplier is reached through the app's own HTTP layer; Digiflazz over the network. */
  fetch?: SupplierFetch
}

/**
 * The Digiflazz buyer API. Every request is a signed JSON POST; the transaction request is also the
 * status check (the same ref_id again never orders twice). Anything short of an answer it can read
 * (network error, timeout, 5xx, a body without a known status) throws SupplierUnreachable: the
 * order stays waiting and is asked about again. A 4xx with a readable body is an answer: Digiflazz
 * refuses bad requests (rc 40-45) that way, and no transaction was made.
 */
export function createDigiflazzSupplier(options: DigiflazzOptions): Supplier {
  const { url, username, apiKey, webhookSecret, timeoutMs } = options
  const send: SupplierFetch = options.fetch ?? ((target, init) => fetch(target, init))

  async function post(path: string, body: object): Promise<unknown> {
    let response: Response
    try {
      response = await send(`${url}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new SupplierUnreachable(describeFetchFailure(error, timeoutMs))
    }
    if (response.status >= 500) {
      await response.body?.cancel()
      throw new SupplierUnreachable(`the supplier answered HTTP ${response.status}`)
    }
    try {
      return (await response.json()) as unknown
    } catch {
      throw new SupplierUnreachable(`the supplier's answer (HTTP ${response.status}) is not JSON`)
    }
  }

  return {
    async order({ reference, sku, customerNo }) {
      const request: DigiflazzTransactionRequest = {
        username,
        buyer_sku_code: sku,
        customer_no: customerNo,
        ref_id: reference,
        sign: digiflazzSign(username, apiKey, reference),
      }
      const read = readTransaction(await post('transaction', request))
      if (!read) throw new SupplierUnreachable('the supplier answered without a status it names')
      return read.answer
    },

    async balance() {
      const request: DigiflazzBalanceRequest = {
        cmd: 'deposit',
        username,
        sign: digiflazzSign(username, apiKey, BALANCE_SIGN_SUFFIX),
      }
      const answer = (await post('cek-saldo', request)) as { data?: { deposit?: unknown } } | null
      const deposit = answer?.data?.deposit
      if (typeof deposit !== 'number' || !Number.isFinite(deposit)) {
        throw new SupplierUnreachable('the supplier answered the balance without a deposit')
      }
      return deposit
    },

    readCallback(headers, rawBody) {
      if (
        !webhookSignatureHolds(webhookSecret, headerOf(headers, WEBHOOK_SIGNATURE_HEADER), rawBody)
      ) {
        return null
      }
      let body: unknown
      try {
        body = JSON.parse(rawBody)
      } catch {
        return null
      }
      const read = readTransaction(body)
      return read && read.reference ? read : null
    },
  }
}

/** Node lowercases header names; a caller passing them as sent is read the same way. */
function headerOf(headers: Record<string, string | undefined>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
}
