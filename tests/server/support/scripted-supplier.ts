import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  SupplierUnreachable,
  type Supplier,
  type SupplierAnswer,
  type SupplierCallback,
  type SupplierOrder,
} from '#server/src/supplier/supplier.ts'

/** What the scripted supplier does with one order: answer, or not be reached. */
export type ScriptedReply = SupplierAnswer | 'unreachable'

export interface ScriptedSupplier extends Supplier {
  /** Every order and status check received, in order. */
  readonly received: SupplierOrder[]
  /** The replies for one reference, used in turn; the last one repeats. */
  script(reference: string, ...replies: ScriptedReply[]): void
  /** The reply for references without a script of their own (delivered, unless told). */
  scriptDefault(reply: ScriptedReply): void
  /** Holds every reply until `release()`: a supplier slower than the purchase waits. */
  hold(): void
  release(): void
  /** What balance() answers from now on: an amount, or no answer. */
  scriptBalance(reply: number | 'unreachable'): void
  /** How many orders (or checks) named this reference. */
  timesAsked(reference: string): number
  /** A callback body with its signature header, as the supplier would send it. */
  signedCallback(callback: SupplierCallback, secret?: string): { body: string; signature: string }
}

export const SCRIPTED_SUPPLIER_SECRET = 'scripted-supplier-callback-secret'
export const SIGNATURE_HEADER = 'x-scripted-signature'

export const delivered = (serial = 'SN-1'): SupplierAnswer => ({
  status: 'delivered',
  serial,
  message: 'Delivered',
})
export const processing: SupplierAnswer = { status: 'processing', message: 'Pending' }
export const failed = (
  refusal: Extract<SupplierAnswer, { status: 'failed' }>['refusal'] = 'ACCOUNT_REFUSED',
): SupplierAnswer => ({ status: 'failed', refusal, message: `Refused: ${refusal}` })

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex')

/**
 * An in-memory supplier whose answers each test scripts. It records every order it receives, and
 * signs its callbacks with an HMAC of the raw body, as real suppliers do in their own formats.
 */
export function createScriptedSupplier(): ScriptedSupplier {
  const received: SupplierOrder[] = []
  const scripts = new Map<string, ScriptedReply[]>()
  let fallback: ScriptedReply = delivered()
  let balanceReply: number | 'unreachable' = 1_000_000
  let held: Promise<void> | undefined
  let releaseHeld = () => {}

  const replyFor = (reference: string): ScriptedReply => {
    const replies = scripts.get(reference)
    if (!replies || replies.length === 0) return fallback
    return replies.length > 1 ? (replies.shift() as ScriptedReply) : (replies[0] as ScriptedReply)
  }

  return {
    received,
    script(reference, ...replies) {
      scripts.set(reference, replies)
    },
    scriptDefault(reply) {
      fallback = reply
    },
    hold() {
      held = new Promise((resolve) => {
        releaseHeld = resolve
      })
    },
    release() {
      releaseHeld()
      held = undefined
    },
    timesAsked: (reference) => received.filter((order) => order.reference === reference).length,

    async order(order) {
      received.push(order)
      if (held) await held
      const reply = replyFor(order.reference)
      if (reply === 'unreachable') throw new SupplierUnreachable('The scripted supplier is down')
      return reply
    },
    scriptBalance(reply) {
      balanceReply = reply
    },
    async balance() {
      if (balanceReply === 'unreachable') {
        throw new SupplierUnreachable('The scripted supplier is down')
      }
      return balanceReply
    },
    readCallback(headers, rawBody) {
      const signature = headers[SIGNATURE_HEADER]
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null
      const expected = Buffer.from(sign(SCRIPTED_SUPPLIER_SECRET, rawBody), 'hex')
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null
      return JSON.parse(rawBody) as SupplierCallback
    },
    signedCallback(callback, secret = SCRIPTED_SUPPLIER_SECRET) {
      const body = JSON.stringify(callback)
      return { body, signature: sign(secret, body) }
    },
  }
}
