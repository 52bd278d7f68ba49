import { createHash } from 'node:crypto'

/**
 * A fingerprint of what a purchase asked for, so a reused Idempotency-Key with another request is
 * told apart from a retry. Keys are sorted so the same JSON in another key order is the same request.
 */
export function hashPurchaseRequest(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(body)]))
    .digest('base64url')
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    )
  }
  return value
}
