import { orderRefundMachine, type OrderRefunded } from '#machines/order-refund.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

/** The refund machine with its request over the app's client. */
export function createOrderRefundLogic({ api }: Pick<AppServices, 'api'>) {
  return orderRefundMachine.provide({
    actors: {
      refundOrder: fromRequest<OrderRefunded, { orderId: string; reason: string }>(
        async ({ input, signal }) => {
          const { data } = await dataOf(
            api.POST('/api/v1/admin/orders/{id}/refund', {
              params: { path: { id: input.orderId } },
              body: { reason: input.reason },
              signal,
            }),
          )
          return { refundedAt: data.refundedAt }
        },
      ),
    },
  })
}

export type OrderRefundLogic = ReturnType<typeof createOrderRefundLogic>
