import { t } from '@lingui/core/macro'
import { forgetRenderedPages, keepHomeRendered } from '../lib/rendered-pages'
import { toasts } from '../ui/notify'

/** The service worker the build writes (vite.config.ts, installableShop). */
export const SERVICE_WORKER_URL = '/sw.js'

/** Production builds only: the development server has no service worker to register. */
export function keepShopOnDevice(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  offerAppUpdates()
    .then(() => navigator.serviceWorker.ready)
    .then(keepHomeRendered)
    .catch((error: unknown) => console.warn('The shop could not be kept on this device', error))
}

/**
 * Registers the service worker that keeps the shop's shell on the device, and offers a new version
 * when one has been installed: the customer chooses when to reload, so a purchase or a payment under
 * way is never reloaded from under them. The first install replaces nothing and offers nothing.
 */
export async function offerAppUpdates(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL)

  const offer = (waiting: ServiceWorker) =>
    toasts.offer(t({ id: 'update.ready', message: 'ຮ້ານມີເວີຊັນໃໝ່ແລ້ວ' }), {
      label: t({ id: 'update.reload', message: 'ໂຫຼດໃໝ່' }),
      onClick: () => {
        // The kept home page loads this version's files, which the new version's cache lacks.
        void forgetRenderedPages().finally(() => {
          // The page reloads once the new version has taken over, so it loads the new files.
          container.addEventListener('controllerchange', reload, { once: true })
          waiting.postMessage({ type: 'SKIP_WAITING' })
        })
      },
    })

  // A version installed on an earlier visit, still waiting for this page to let it in.
  if (registration.waiting && container.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing)
    })
  })
}
