import type { FastifyReply } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { DevPages } from '../dev-pages/register-dev-pages.ts'
import { supplierPage } from '../dev-pages/supplier-page.ts'
import { ApiError } from '../http/api-error.ts'
import { webhookSignature } from './digiflazz-protocol.ts'
import { createDemoSupplier, transactionData, type DemoAnswer } from './demo-supplier.ts'
import { SUPPLIER_NOTICE_PATH } from './supplier.ts'

/** Where the demo supplier answers Digiflazz's API: the development SUPPLIER_URL. */
export const DEMO_SUPPLIER_PATH = '/dev/supplier/v1'

/**
 * The demo supplier, mounted with the other /dev helpers (never in production): Digiflazz's
 * transaction and balance requests under DEMO_SUPPLIER_PATH, its page for people, and the buttons'
 * endpoint that settles a pending order and sends the shop the signed webhook through the app's own
 * HTTP layer, the path a real callback takes. These speak Digiflazz's protocol, not the shop's, so
 * they stay outside openapi.yaml.
 */
export const registerDemoSupplier: DevPages = async (app, deps) => {
  const { config, loopback } = deps
  const supplier = createDemoSupplier(config.supplier)

  function answer(reply: FastifyReply, result: DemoAnswer) {
    return reply.code(result.httpStatus).send(result.body)
  }

  app.post(`${DEMO_SUPPLIER_PATH}/transaction`, async (request, reply) =>
    answer(reply, supplier.transaction(request.body)),
  )
  app.post(`${DEMO_SUPPLIER_PATH}/cek-saldo`, async (request, reply) =>
    answer(reply, supplier.balance(request.body)),
  )

  app.get('/dev/supplier', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(supplierPage(supplier.orders()).markup),
  )

  app.post<{ Params: { refId: string; outcome: string } }>(
    '/dev/supplier/orders/:refId/:outcome',
    async (request) => {
      const { refId, outcome } = request.params
      if (outcome !== 'deliver' && outcome !== 'fail') throw new ApiError(404, 'NOT_FOUND')
      const order = supplier.settle(refId, outcome)
      if (!order) throw new ApiError(404, 'NOT_FOUND', 'No pending order has this reference')
      const body = JSON.stringify({ data: transactionData(order) })
      const notice = await loopback({
        method: 'POST',
        url: SUPPLIER_NOTICE_PATH,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Digiflazz-Hookshot',
          'x-digiflazz-event': 'update',
          'x-digiflazz-delivery': randomUUID(),
          'x-hub-signature': webhookSignature(config.supplier.webhookSecret, body),
        },
        payload: body,
      })
      // The order is settled at the supplier whatever the shop answered: its next status check
      // reads the outcome, as it would after a lost webhook.
      return { status: order.status, sn: order.sn, notified: notice.statusCode }
    },
  )
}
