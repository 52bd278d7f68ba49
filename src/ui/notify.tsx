import { lazy, Suspense, useSyncExternalStore } from 'react'
import { preloadableLazy } from '../lib/preloadable-lazy'
import { showPopup } from './popup-store'

/** SPEC 9: success toasts last 1 to 1.5 s. */
export const TOAST_DURATION_MS = 1500

/** Centered popups for outcomes the customer must see (SPEC 8). Callable outside React. */
export const notify = {
  success: (title: string) => showPopup('success', title),
  error: (message: string) => showPopup('error', message),
  warning: (message: string) => showPopup('warning', message),
}

type ToastKind = 'success' | 'error' | 'info'

// sonner is fetched with the first toast, not with the first page: most visits show none.
const loadSonner = () => import('sonner')

const ShopToaster = lazy(() => import('./shop-toaster'))

let toasterWanted = false
const toasterListeners = new Set<() => void>()

function subscribeToaster(listener: () => void) {
  toasterListeners.add(listener)
  return () => {
    toasterListeners.delete(listener)
  }
}

interface ToastOffer {
  /** The action's button. */
  label: string
  onClick: () => void
}

function showToast(kind: ToastKind, message: string, offer?: ToastOffer) {
  if (!toasterWanted) {
    toasterWanted = true
    for (const listener of toasterListeners) listener()
  }
  // A toast raised before the Toaster has mounted is shown when it mounts (sonner replays them).
  loadSonner().then(
    ({ toast }) =>
      toast[kind](
        message,
        // A toast with an action waits for the customer: it is a question, not a confirmation.
        offer
          ? {
              duration: Infinity,
              action: { label: offer.label, onClick: offer.onClick },
              closeButton: true,
            }
          : { duration: TOAST_DURATION_MS },
      ),
    (error: unknown) => console.error('A toast could not be shown', message, error),
  )
}

/** Small transient confirmations at the top of the screen. Callable outside React. */
export const toasts = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  /** A toast that stays until the customer takes its action or closes it. */
  offer: (message: string, offer: ToastOffer) => showToast('info', message, offer),
}

// The popup's look and icons are fetched beside the first screen rather than in its download; a
// popup raised before they arrive is shown when they do, since the layer reads the current one.
export const PopupLayer = preloadableLazy(() => import('./popup-layer'))

export function NotificationHost() {
  // No toast is ever rendered on the server: a page hydrates without one, then shows any raised.
  const toasterNeeded = useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  )
  return (
    <>
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <ShopToaster />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <PopupLayer />
      </Suspense>
    </>
  )
}
