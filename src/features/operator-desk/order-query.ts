import { PHONE_QUERY_PATTERN, phoneDigits } from './phone-query'

/** An order number as the customer's page and receipt show it: the invoice's id. */
const ORDER_NUMBER_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What the orders search sends (openapi.yaml adminFindOrders): an order number as typed (spaces
 * around it dropped), else the digits of a phone; null when it is neither.
 */
export function orderQueryOf(typed: string): string | null {
  const trimmed = typed.trim()
  if (ORDER_NUMBER_PATTERN.test(trimmed)) return trimmed.toLowerCase()
  const digits = phoneDigits(trimmed)
  return PHONE_QUERY_PATTERN.test(digits) ? digits : null
}
