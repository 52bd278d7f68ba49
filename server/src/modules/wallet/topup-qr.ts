import { randomInt } from 'node:crypto'
import { encode, parse, tag, withCrcTag } from 'promptparse'
import type { BankConfig } from '../../config.ts'

/** LAPNet's application id: tag 38 holds a Lao QR payment when its sub-tag 00 says so. */
export const LAO_QR_AID = 'A005266284662577'
/** Payment type (tag 38-02) of a payment to a merchant. */
const MERCHANT_PAYMENT = '001'
const KIP = '418'
const CRC_TAG = '63'

// Crockford's base32: no I, L, O or U, so a bill number read out over the phone is not misheard.
const BILL_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** 24 characters of 5 random bits: 120 bits, unguessable, within tag 62-01's 25 characters. */
const BILL_LENGTH = 24

/** A top-up's bill number: unique and unguessable, the key of the bank's payment notice. */
export function newBillNumber(): string {
  let bill = ''
  for (let i = 0; i < BILL_LENGTH; i += 1) bill += BILL_ALPHABET[randomInt(BILL_ALPHABET.length)]
  return bill
}

/**
 * The payload of a top-up QR as Lao banking apps read it: an EMVCo merchant-presented QR (built and
 * closed with its CRC by promptparse), dynamic (good for one payment of a fixed amount), paying the
 * shop's merchant account at its acquiring bank through LAPNet (tag 38), in kip, with the top-up's
 * bill number in the additional data (tag 62-01).
 */
export function newTopupQr(
  bank: Pick<BankConfig, 'laoQrBankId' | 'laoQrMerchantId'>,
  { amount, billNumber }: { amount: number; billNumber: string },
): string {
  const merchantAccount = encode([
    tag('00', LAO_QR_AID),
    tag('01', bank.laoQrBankId),
    tag('02', MERCHANT_PAYMENT),
    tag('03', bank.laoQrMerchantId),
  ])
  const payload = encode([
    tag('00', '01'),
    tag('01', '12'),
    tag('38', merchantAccount),
    tag('53', KIP),
    tag('54', String(amount)),
    tag('58', 'LA'),
    tag('59', 'GAME TOPUP SHOP'),
    tag('60', 'VIENTIANE'),
    tag('62', encode([tag('01', billNumber)])),
  ])
  return withCrcTag(payload, CRC_TAG)
}

/** What a payer's bank reads from a top-up QR; null for anything that is not one, CRC included. */
export function readTopupQr(
  payload: string,
): { amount: number; billNumber: string; currency: string } | null {
  const qr = parse(payload, true, true)
  if (!qr || qr.getTagValue('38', '00') !== LAO_QR_AID) return null
  const billNumber = qr.getTagValue('62', '01')
  const amount = Number(qr.getTagValue('54'))
  const currency = qr.getTagValue('53')
  if (!billNumber || !currency || !Number.isSafeInteger(amount)) return null
  return { amount, billNumber, currency }
}
