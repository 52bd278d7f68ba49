import type { ServerDeps } from '../../deps.ts'

/**
 * How many coupon codes may be tried, right or wrong, per customer and per client address in a
 * window. A customer redeeming the cards in their hand stays far below; a script guessing codes
 * (59 bits each) gets nowhere, with many accounts or many addresses alike. Counted in the shared
 * HitCounter, so the limits hold across processes when Redis is configured.
 */
export const COUPON_TRIES = {
  windowMs: 15 * 60_000,
  perCustomer: 10,
  perAddress: 30,
} as const

/** Counts one try and says whether it may go on; browser tests raise the limits by RATE_LIMIT_SCALE. */
export function couponTriesLeft(deps: Pick<ServerDeps, 'limits' | 'config'>) {
  return triesLeft(deps, 'coupon-try', COUPON_TRIES)
}

/**
 * Counts one try of `kind` per customer and per client address in a window, and says whether both
 * are within their limits (coupon codes, phone cards).
 */
export function triesLeft(
  { limits, config }: Pick<ServerDeps, 'limits' | 'config'>,
  kind: string,
  allowed: { windowMs: number; perCustomer: number; perAddress: number },
) {
  const scale = config.rateLimitScale
  return async ({ userId, address }: { userId: string; address: string }): Promise<boolean> => {
    const [customer, fromAddress] = await Promise.all([
      limits.hit(`${kind}:user:${userId}`, allowed.windowMs),
      limits.hit(`${kind}:address:${address}`, allowed.windowMs),
    ])
    return (
      customer.hits <= allowed.perCustomer * scale && fromAddress.hits <= allowed.perAddress * scale
    )
  }
}
