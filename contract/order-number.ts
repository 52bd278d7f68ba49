/**
 * An order's short number, which a customer reads out to support: 8 characters from an alphabet
 * without the look-alikes 0/O, 1/I/L, so what is heard or copied by hand is what was printed. The
 * database draws it when the order is inserted (migration 0074); the receipt, history and the
 * desk show it, and the desk finds an order by it.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const ORDER_NUMBER_LENGTH = 8

const ORDER_NUMBER_PATTERN = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`)

/**
 * The order number in what someone typed or pasted, or null when it cannot be one: case, spaces
 * and dashes do not matter ("ab3k-7mqz" is "AB3K7MQZ").
 */
export function orderNumberIn(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase()
  return ORDER_NUMBER_PATTERN.test(compact) ? compact : null
}
