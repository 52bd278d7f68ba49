import type { SmsSender } from '../sms/sms-sender.ts'
import type { Supplier } from '../supplier/supplier.ts'
import type { OutsideService, ShopMetrics } from './shop-metrics.ts'

/**
 * Times one call to an outside service: `failed` when it threw (unreachable, timed out, refused
 * by the gateway), `ok` when it answered, whatever the answer said.
 */
async function timed<T>(
  metrics: ShopMetrics,
  labels: { service: OutsideService; call: string },
  work: () => Promise<T>,
): Promise<T> {
  const stop = metrics.outsideCalls.startTimer(labels)
  try {
    const result = await work()
    stop({ outcome: 'ok' })
    return result
  } catch (error) {
    stop({ outcome: 'failed' })
    throw error
  }
}

/**
 * The supplier with each order and balance call measured; wrapped once where the deps are made
 * (app.ts), so no caller measures. A refusal is an answer (`ok`); only a call that got none fails.
 */
export function meteredSupplier(supplier: Supplier, metrics: ShopMetrics): Supplier {
  return {
    order: (order) =>
      timed(metrics, { service: 'supplier', call: 'order' }, () => supplier.order(order)),
    balance: () =>
      timed(metrics, { service: 'supplier', call: 'balance' }, () => supplier.balance()),
    readCallback: (headers, rawBody) => supplier.readCallback(headers, rawBody),
  }
}

/** The SMS sender with each message's hand-over measured; wrapped once, in app.ts. */
export function meteredSmsSender(sender: SmsSender, metrics: ShopMetrics): SmsSender {
  return {
    send: (message) => timed(metrics, { service: 'sms', call: 'send' }, () => sender.send(message)),
  }
}
