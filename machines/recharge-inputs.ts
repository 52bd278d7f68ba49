import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP, phoneCardCredit } from '../contract/shop-rules'
import type { PhoneCardOperator } from '../contract/shop-rules'

/** Why the amount typed cannot be sent; the screen turns each code into a sentence. */
export type AmountProblem =
  'amountRequired' | 'amountNotWhole' | 'amountTooSmall' | 'amountTooLarge'

/** '10,000' and '10 000' are how people write kip: separators are allowed, decimals are not. */
export function parseAmount(text: string): number | AmountProblem {
  const compact = text.replace(/[\s,]/g, '')
  if (compact === '') return 'amountRequired'
  if (!/^\d+$/.test(compact)) return 'amountNotWhole'
  const amount = Number(compact)
  if (amount < MINIMUM_TOPUP_KIP) return 'amountTooSmall'
  if (amount > MAXIMUM_TOPUP_KIP) return 'amountTooLarge'
  return amount
}

/** The backend ignores case, spaces and dashes; so does the check for an empty code. */
export function hasCouponCode(code: string): boolean {
  return code.replace(/[\s-]/g, '') !== ''
}

/** What the shop takes for phone cards, and the fee it keeps (so the screen shows the credit). */
export interface PhoneCardOptions {
  operators: PhoneCardOperator[]
  faceValues: number[]
  feePercent: number
}

export type PhoneCardField = 'operator' | 'faceValue' | 'serial' | 'pin'

/** A form's problems once `field` is changed: the field leaves the list until the next send. */
export function withoutProblem<Field extends string>(problems: Field[], field: Field): Field[] {
  return problems.filter((problem) => problem !== field)
}

/** A phone card as the customer chose and typed it. */
export interface PhoneCardFields {
  options: PhoneCardOptions | null
  operator: PhoneCardOperator | null
  faceValue: number | null
  serial: string
  pin: string
}

/** Serial and PIN are 8 to 20 digits; spaces typed between groups are ignored. */
export function cardDigits(typed: string): string {
  return typed.replace(/\s/g, '')
}

const DIGITS = /^\d{8,20}$/

/** The fields that keep the card from being sent, in the form's order. */
export function phoneCardProblems(card: PhoneCardFields): PhoneCardField[] {
  const problems: PhoneCardField[] = []
  if (!card.operator) problems.push('operator')
  if (card.faceValue === null) problems.push('faceValue')
  if (!DIGITS.test(cardDigits(card.serial))) problems.push('serial')
  if (!DIGITS.test(cardDigits(card.pin))) problems.push('pin')
  return problems
}

/** What the wallet would receive for the chosen face value, or null until both are known. */
export function creditShown(card: PhoneCardFields): number | null {
  if (card.faceValue === null || !card.options) return null
  return phoneCardCredit(card.faceValue, card.options.feePercent)
}

export type MobileMoneyField = 'amount' | 'senderPhone' | 'reference'

/** A mobile-money transfer as the customer reports it. */
export interface MobileMoneyFields {
  amountText: string
  senderPhone: string
  reference: string
}

/** Phone numbers and references are copied from a phone's message: spaces typed are ignored. */
export function withoutSpaces(typed: string): string {
  return typed.replace(/\s/g, '')
}

/** A member's phone (openapi.yaml's Phone) and a transfer's reference (MobileMoneyTransferRequest). */
const MEMBER_PHONE = /^\d{8,11}$/
const TRANSFER_REFERENCE = /^[A-Za-z0-9]{4,32}$/

/** The fields that keep the transfer from being reported, in the form's order. */
export function mobileMoneyProblems(fields: MobileMoneyFields): MobileMoneyField[] {
  const problems: MobileMoneyField[] = []
  if (typeof parseAmount(fields.amountText) !== 'number') problems.push('amount')
  if (!MEMBER_PHONE.test(withoutSpaces(fields.senderPhone))) problems.push('senderPhone')
  if (!TRANSFER_REFERENCE.test(withoutSpaces(fields.reference))) problems.push('reference')
  return problems
}
