import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { dismissPopup, POPUP_DURATION_MS, readPopup, subscribePopup } from './popup-store'

const popupLook = {
  success: { Icon: CircleCheck, tone: 'text-emerald-600 bg-emerald-50' },
  error: { Icon: CircleX, tone: 'text-red-600 bg-red-50' },
  warning: { Icon: CircleAlert, tone: 'text-amber-600 bg-amber-50' },
} as const

/** The centered popup of `notify` (SPEC 8), loaded on its own after the first screen. */
export default function PopupLayer() {
  // A page hydrates without a popup, as the server rendered it, then shows one raised meanwhile.
  const popup = useSyncExternalStore(subscribePopup, readPopup, () => null)

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
