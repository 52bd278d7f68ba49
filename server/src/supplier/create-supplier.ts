import type { ServerConfig } from '../config.ts'
import type { ServerDeps } from '../deps.ts'
import { DEMO_SUPPLIER_PATH } from './demo-supplier-routes.ts'
import { createDigiflazzSupplier, type SupplierFetch } from './digiflazz-supplier.ts'
import type { Supplier } from './supplier.ts'

/**
 * The supplier the shop buys from: Digiflazz at SUPPLIER_URL, or, outside production when it is
 * unset, the same adapter talking to the demo supplier under /dev through the app itself (so the
 * demo walks every line the real supplier does). Production always has SUPPLIER_URL
 * (config/production-rules.ts); the guard below keeps the demo out of it whatever the config says.
 */
export function createSupplier(
  config: Pick<ServerConfig, 'supplier' | 'nodeEnv'>,
  deps: Pick<ServerDeps, 'loopback'>,
): Supplier {
  const { url, ...settings } = config.supplier
  if (url) return createDigiflazzSupplier({ ...settings, url })
  if (config.nodeEnv === 'production') {
    throw new Error('No supplier: SUPPLIER_URL is required in production')
  }
  return createDigiflazzSupplier({
    ...settings,
    url: `http://localhost${DEMO_SUPPLIER_PATH}`,
    fetch: loopbackFetch(deps.loopback),
  })
}

/** A fetch that hands the request to the app's own routes; the timeout's signal still applies. */
function loopbackFetch(loopback: ServerDeps['loopback']): SupplierFetch {
  return async (url, init) => {
    const signal = init.signal
    signal?.throwIfAborted()
    const answered = loopback({
      method: 'POST',
      url: new URL(url).pathname,
      headers: init.headers,
      payload: init.body,
    })
    const aborted = new Promise<never>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
    })
    const answer = await Promise.race([answered, aborted])
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }
}
