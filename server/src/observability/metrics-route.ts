import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/api-error.ts'
import type { ShopMetrics } from './shop-metrics.ts'

/** The route label of answers no route matched (the SPA's pages and the 404s). */
const UNMATCHED_ROUTE = 'unmatched'

/** Times every answer into `shop_http_request_duration_seconds`, labelled by route pattern. */
export function measureRequests(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      {
        method: request.method,
        route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })
}

/**
 * GET /metrics in Prometheus' text format, only for `Authorization: Bearer <METRICS_TOKEN>`: the
 * figures tell sales and load, which are nobody else's business. Registered only when the token is
 * set. Scraped every few seconds: its lines stay out of the info log.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  { metrics, token }: { metrics: ShopMetrics; token: string },
): void {
  const expected = digest(`Bearer ${token}`)
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new ApiError(401, 'UNAUTHORIZED')
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store')
    return metrics.registry.metrics()
  })
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}
