// The popup on screen, kept outside React: `notify` (ui/notify.tsx) raises it from anywhere and
// the popup layer (ui/popup-layer.tsx, its own chunk) shows it. Both import this module, so the
// layer's chunk does not import the module that loads it.

/** SPEC 8/9: popups close by themselves after 2 s and have no confirm button. */
export const POPUP_DURATION_MS = 2000

type PopupKind = 'success' | 'error' | 'warning'

interface Popup {
  id: number
  kind: PopupKind
  text: string
}

let currentPopup: Popup | null = null
let nextPopupId = 1
const popupListeners = new Set<() => void>()

export function readPopup(): Popup | null {
  return currentPopup
}

function setPopup(popup: Popup | null) {
  currentPopup = popup
  for (const listener of popupListeners) listener()
}

export function showPopup(kind: PopupKind, text: string) {
  // A newer popup replaces the one on screen: only the latest outcome matters to the customer.
  setPopup({ id: nextPopupId++, kind, text })
}

export function dismissPopup(id: number) {
  if (currentPopup?.id === id) setPopup(null)
}

export function subscribePopup(listener: () => void) {
  popupListeners.add(listener)
  return () => {
    popupListeners.delete(listener)
  }
}
