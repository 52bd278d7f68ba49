import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { settleOrder } from './settle-order.ts'

/** The shop's references are its invoice ids. */
const ORDER_REFERENCE = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i

/**
 * supplierNotification: the supplier's word that an order was delivered or refused. Its adapter
 * checks the signature over the raw body; the order is settled once (settle-order.ts), so a replay
 * or a late success changes nothing.
 */
export function supplierNoticeHandlers({
  db,
  clock,
  realtime,
  supplier,
  log,
}: ServerDeps): Pick<Handlers, 'supplierNotification'> {
  return {
    async supplierNotification(request) {
      const headers = Object.fromEntries(
        Object.entries(request.raw.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : value,
        ]),
      )
      const callback = supplier.readCallback(headers, request.rawBody ?? '')
      if (!callback) throw new ApiError(401, 'UNAUTHORIZED', 'The signature does not check out')

      const invoiceId = callback.reference
      const outcome = ORDER_REFERENCE.test(invoiceId)
        ? await settleOrder(db, clock, realtime, { invoiceId, answer: callback.answer })
        : ({ kind: 'not-found' } as const)
      switch (outcome.kind) {
        case 'not-found':
          log.warn({ reference: invoiceId }, 'A supplier callback names an order the shop lacks')
          throw new ApiError(404, 'NOT_FOUND', 'No order has this reference')
        case 'unchanged':
          if (callback.answer.status === 'delivered' && outcome.status === 'CANCEL') {
            // The customer has the money back and the supplier says the top-up arrived after all.
            log.error(
              { invoiceId, serial: callback.answer.serial },
              'The supplier delivered an order the shop had refunded: an operator must decide',
            )
          }
          return { status: 'UNCHANGED' }
        case 'waiting':
          return { status: 'UNCHANGED' }
        case 'delivered':
        case 'refunded':
          return { status: 'SETTLED' }
      }
    },
  }
}
