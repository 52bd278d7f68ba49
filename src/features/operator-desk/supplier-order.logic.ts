import { supplierOrderMachine } from '#machines/supplier-order.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

type Answered = { outcome: 'DELIVERED' | 'REFUNDED' | 'WAITING' }

/** The supplier order machine with its three requests over the app's client. */
export function createSupplierOrderLogic({ api }: Pick<AppServices, 'api'>) {
  return supplierOrderMachine.provide({
    actors: {
      checkOrder: fromRequest<Answered, { orderId: string }>(async ({ input, signal }) => {
        const { outcome } = await dataOf(
          api.POST('/api/v1/admin/supplier-orders/{id}/check', {
            params: { path: { id: input.orderId } },
            signal,
          }),
        )
        return { outcome }
      }),
      markDelivered: fromRequest<Answered, { orderId: string; reference: string }>(
        async ({ input, signal }) => {
          const { outcome } = await dataOf(
            api.POST('/api/v1/admin/supplier-orders/{id}/deliver', {
              params: { path: { id: input.orderId } },
              body: { reference: input.reference },
              signal,
            }),
          )
          return { outcome }
        },
      ),
      refundOrder: fromRequest<Answered, { orderId: string; reason: string }>(
        async ({ input, signal }) => {
          const { outcome } = await dataOf(
            api.POST('/api/v1/admin/supplier-orders/{id}/refund', {
              params: { path: { id: input.orderId } },
              body: { reason: input.reason },
              signal,
            }),
          )
          return { outcome }
        },
      ),
    },
  })
}

export type SupplierOrderLogic = ReturnType<typeof createSupplierOrderLogic>
