import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { SupplierAnswer, SupplierRefusal } from './supplier.ts'

/**
 * The Digiflazz buyer API's wire format (developer.digiflazz.com, "API Transaksi > Buyer"), shared
 * by the adapter that calls it and the demo supplier that answers it under /dev.
 */

/** POST `${url}/transaction`: a top-up, or the status of the one sent before with this ref_id. */
export interface DigiflazzTransactionRequest {
  username: string
  buyer_sku_code: string
  customer_no: string
  ref_id: string
  /** md5(username + apiKey + ref_id). */
  sign: string
}

/** POST `${url}/cek-saldo`: the buyer's deposit. */
export interface DigiflazzBalanceRequest {
  cmd: 'deposit'
  username: string
  /** md5(username + apiKey + "depo"). */
  sign: string
}

/** The part of a transaction's `data` the shop reads; answers and webhooks carry the same fields. */
export interface DigiflazzTransaction {
  ref_id: string
  customer_no: string
  buyer_sku_code: string
  message: string
  /** Sukses / Pending / Gagal, or Success / Processing / Failed, depending on the site. */
  status: string
  rc: string
  sn: string
}

/** The suffix signed with the username and key for each request (the docs' "Cek Saldo" page). */
export const BALANCE_SIGN_SUFFIX = 'depo'

/** Hex md5 of username + API key + what the request names: every buyer request is signed so. */
export function digiflazzSign(username: string, apiKey: string, suffix: string): string {
  return createHash('md5').update(`${username}${apiKey}${suffix}`).digest('hex')
}

/** Whether a request's `sign` is the one its username, the key and its suffix give. */
export function digiflazzSignHolds(
  sign: unknown,
  username: string,
  apiKey: string,
  suffix: string,
): boolean {
  if (typeof sign !== 'string' || !/^[0-9a-f]{32}$/.test(sign)) return false
  const expected = Buffer.from(digiflazzSign(username, apiKey, suffix), 'hex')
  return timingSafeEqual(Buffer.from(sign, 'hex'), expected)
}

/** The webhook's header: "sha1=" then the hex HMAC-SHA1 of the raw body, keyed with the secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-hub-signature'

export function webhookSignature(secret: string, rawBody: string): string {
  return `sha1=${createHmac('sha1', secret).update(rawBody).digest('hex')}`
}

/**
 * Whether a webhook's signature is exactly the documented form over these bytes. The comparison
 * takes the same time however many characters match, so a forger learns nothing from timing.
 */
export function webhookSignatureHolds(
  secret: string,
  signature: string | undefined,
  rawBody: string,
): boolean {
  const hex = /^sha1=([0-9a-f]{40})$/.exec(signature ?? '')?.[1]
  if (!hex) return false
  const expected = Buffer.from(webhookSignature(secret, rawBody).slice('sha1='.length), 'hex')
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected)
}

/** Both spellings the docs use (the Indonesian site, and the English one), compared in lower case. */
const STATUS_WORDS: Record<string, SupplierAnswer['status']> = {
  sukses: 'delivered',
  success: 'delivered',
  pending: 'processing',
  processing: 'processing',
  gagal: 'failed',
  failed: 'failed',
}

/**
 * The response codes (developer.digiflazz.com/api/buyer/response-code) that say why an order
 * failed in a way the shop acts on; any other failed rc (01 timeout, 02 failed, 40-42 and 45
 * refused requests, 50, 56, 60, 62 onwards) is OTHER; 47 and 49 settle nothing (below).
 */
const REFUSAL_BY_RC: Record<string, SupplierRefusal> = {
  // 44 "Saldo tidak cukup", 61 "Belum pernah melakukan deposit": the shop's own deposit.
  '44': 'SHOP_BALANCE_LOW',
  '61': 'SHOP_BALANCE_LOW',
  // 51 "Nomor Tujuan Diblokir", 52 "Prefix Tidak Sesuai Dengan Operator", 54 "Nomor Tujuan
  // Salah", 57 "Jumlah Digit Kurang Atau Lebih", 59 "Tujuan di Luar Wilayah/Cluster": the
  // customer number (the game account) cannot take the packet.
  '51': 'ACCOUNT_REFUSED',
  '52': 'ACCOUNT_REFUSED',
  '54': 'ACCOUNT_REFUSED',
  '57': 'ACCOUNT_REFUSED',
  '59': 'ACCOUNT_REFUSED',
  // 43 "SKU tidak di temukan atau Non-Aktif", 53 "Produk Seller Sedang Tidak Tersedia",
  // 55 "Produk Sedang Gangguan", 58 "Sedang Cut Off": the packet is not sold now.
  '43': 'PRODUCT_UNAVAILABLE',
  '53': 'PRODUCT_UNAVAILABLE',
  '55': 'PRODUCT_UNAVAILABLE',
  '58': 'PRODUCT_UNAVAILABLE',
}

const UNSETTLING_RC = new Set(['47', '49'])

export function refusalOf(rc: string): SupplierRefusal {
  return REFUSAL_BY_RC[rc] ?? 'OTHER'
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/**
 * What a transaction's `data` says, or null when it cannot be read (no data, or a status in
 * neither spelling): an answer the shop cannot read says nothing about the order.
 */
export function readTransaction(
  body: unknown,
): { reference: string; answer: SupplierAnswer } | null {
  const data = (body as { data?: unknown } | null)?.data
  if (typeof data !== 'object' || data === null) return null
  const fields = data as Record<string, unknown>
  const status = STATUS_WORDS[text(fields.status).toLowerCase()]
  if (!status) return null
  const message = text(fields.message)
  const reference = text(fields.ref_id)
  if (status === 'delivered')
    return { reference, answer: { status, serial: text(fields.sn) || null, message } }
  const rc = text(fields.rc)
  // 47 "Transaksi sudah terjadi di buyer lain" and 49 "Ref ID tidak unik" refuse the REQUEST,
  // not the order: the reference is known there, maybe delivered. Refunding would pay twice;
  // the order keeps waiting, and an operator settles it once it is flagged.
  if (status === 'processing' || UNSETTLING_RC.has(rc)) {
    return { reference, answer: { status: 'processing', message } }
  }
  return { reference, answer: { status, refusal: refusalOf(rc), message } }
}
