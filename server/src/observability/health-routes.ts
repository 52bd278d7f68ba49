import type { FastifyInstance } from 'fastify'
import type { Readiness } from './readiness.ts'

/**
 * GET /healthz answers 200 while the process can answer at all (restart it when it cannot);
 * GET /readyz answers 200 only when it can serve customers (send it traffic), 503 otherwise with
 * the failing check. Both are polled every few seconds: their lines stay out of the info log.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const quiet = { logLevel: 'warn' as const }
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { alive: true }
  })
  app.get('/readyz', quiet, async (_request, reply) => {
    const report = await readiness.check()
    reply.header('cache-control', 'no-store').status(report.ready ? 200 : 503)
    return report
  })
  // While draining, each answer closes its connection: a balancer's kept-alive connection is not
  // reused for a request that would arrive as the process stops listening.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.isDraining()) reply.header('connection', 'close')
    return payload
  })
}
