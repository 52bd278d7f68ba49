import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { HitCounter } from './hit-counter.ts'

/**
 * @fastify/rate-limit's store over a HitCounter, so the routes' limits (login, OTP requests) are
 * counted where every other limit is: in Redis across processes when it is configured. Each
 * route counts under its own prefix.
 */
export function rateLimitStoreOver(counter: HitCounter): FastifyRateLimitStoreCtor {
  class HitCounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      )
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's options under `routeInfo`, whatever its typings say.
      const { routeInfo } = options as unknown as { routeInfo: { method: unknown; url: unknown } }
      return new HitCounterStore(
        undefined,
        `route:${String(routeInfo.method)}:${String(routeInfo.url)}:`,
      )
    }
  }
  return HitCounterStore
}
