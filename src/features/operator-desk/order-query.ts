import { orderNumberIn } from '#contract/order-number'
import { PHONE_QUERY_PATTERN, phoneDigits } from './phone-query'

/** An order's id, which older links to the desk carry. */
const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What the orders search sends (openapi.yaml adminFindOrders): an order's short number as the
 * customer reads it out (any case, spaces or dashes), an order's id, else the digits of a phone;
 * null when it is none of them.
 */
export function orderQueryOf(typed: string): string | null {
  const trimmed = typed.trim()
  if (ORDER_ID_PATTERN.test(trimmed)) return trimmed.toLowerCase()
  const orderNumber = orderNumberIn(trimmed)
  if (orderNumber) return orderNumber
  const digits = phoneDigits(trimmed)
  return PHONE_QUERY_PATTERN.test(digits) ? digits : null
}
