import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** SPEC 8/9: popups close by themselves after 2 s and have no confirm button. */
export const POPUP_DURATION_MS = 2000

/** SPEC 9: success toasts last 1 to 1.5 s. */
export const TOAST_DURATION_MS = 1500

type PopupKind = 'success' | 'error' | 'warning'

interface Popup {
  id: number
  kind: PopupKind
  text: string
}

let currentPopup: Popup | null = null
let nextPopupId = 1
const popupListeners = new Set<() => void>()

function setPopup(popup: Popup | null) {
  currentPopup = popup
  for (const listener of popupListeners) listener()
}

function showPopup(kind: PopupKind, text: string) {
  // A newer popup replaces the one on screen: only the latest outcome matters to the customer.
  setPopup({ id: nextPopupId++, kind, text })
}

function dismissPopup(id: number) {
  if (currentPopup?.id === id) setPopup(null)
}

function subscribePopup(listener: () => void) {
  popupListeners.add(listener)
  return () => {
    popupListeners.delete(listener)
  }
}

/** Centered popups for outcomes the customer must see (SPEC 8). Callable outside React. */
export const notify = {
  success: (title: string) => showPopup('success', title),
  error: (message: string) => showPopup('error', message),
  warning: (message: string) => showPopup('warning', message),
}

type ToastKind = 'success' | 'error' | 'info'

// sonner is fetched with the first toast, not with the first page: most visits show none.
const loadSonner = () => import('sonner')

const ShopToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    // sonner sets a system font stack of its own, which has no Lao or Thai on most devices.
    default: () => (
      <Toaster
        position="top-center"
        richColors
        offset={72}
        style={{ fontFamily: 'var(--font-sans)' }}
      />
    ),
  })),
)

let toasterWanted = false
const toasterListeners = new Set<() => void>()

function subscribeToaster(listener: () => void) {
  toasterListeners.add(listener)
  return () => {
    toasterListeners.delete(listener)
  }
}

function showToast(kind: ToastKind, message: string) {
  if (!toasterWanted) {
    toasterWanted = true
    for (const listener of toasterListeners) listener()
  }
  // A toast raised before the Toaster has mounted is shown when it mounts (sonner replays them).
  loadSonner().then(
    ({ toast }) => toast[kind](message, { duration: TOAST_DURATION_MS }),
    (error: unknown) => console.error('A toast could not be shown', message, error),
  )
}

/** Small transient confirmations at the top of the screen. Callable outside React. */
export const toasts = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
}

const popupLook = {
  success: { Icon: CircleCheck, tone: 'text-emerald-600 bg-emerald-50' },
  error: { Icon: CircleX, tone: 'text-red-600 bg-red-50' },
  warning: { Icon: CircleAlert, tone: 'text-amber-600 bg-amber-50' },
} as const

function PopupLayer() {
  const popup = useSyncExternalStore(subscribePopup, () => currentPopup)

  useEffect(() => {
    if (!popup) return
    const timer = setTimeout(() => dismissPopup(popup.id), POPUP_DURATION_MS)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissPopup(popup.id)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [popup])

  if (!popup) return null
  const { Icon, tone } = popupLook[popup.kind]
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40 p-6 backdrop-blur-[2px] animate-fade-in"
      onClick={() => dismissPopup(popup.id)}
    >
      <div
        key={popup.id}
        role={popup.kind === 'success' ? 'status' : 'alert'}
        aria-live={popup.kind === 'success' ? 'polite' : 'assertive'}
        className="w-full max-w-xs overflow-hidden rounded-3xl bg-white text-center shadow-2xl animate-pop-in"
      >
        <div className="flex flex-col items-center gap-3 px-6 pt-7 pb-6">
          <span className={`flex size-16 items-center justify-center rounded-full ${tone}`}>
            <Icon aria-hidden className="size-9" strokeWidth={2.2} />
          </span>
          <p className="text-lg font-bold text-ink-strong">{popup.text}</p>
        </div>
        <div className="h-1 bg-third">
          <div className="h-full origin-left bg-first animate-countdown" />
        </div>
      </div>
    </div>
  )
}

export function NotificationHost() {
  const toasterNeeded = useSyncExternalStore(subscribeToaster, () => toasterWanted)
  return (
    <>
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <ShopToaster />
        </Suspense>
      ) : null}
      <PopupLayer />
    </>
  )
}
