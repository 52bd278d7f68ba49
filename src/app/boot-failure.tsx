import { RefreshCw } from 'lucide-react'

/**
 * Shown when the app cannot start, most often because the language catalog did not download.
 * Without a catalog there is nothing to translate with, so this one screen carries its text in all
 * three languages.
 */
export function BootFailure() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-app-gradient p-6">
      <div
        role="alert"
        className="flex w-full max-w-sm flex-col gap-3 rounded-3xl bg-white p-8 text-center shadow-2xl"
      >
        <p lang="lo" className="font-bold text-ink-strong">
          ໂຫຼດແອັບບໍ່ສຳເລັດ. ກະລຸນາກວດເບິ່ງອິນເຕີເນັດ ແລ້ວໂຫຼດໜ້າໃໝ່.
        </p>
        <p lang="th">โหลดแอปไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ตแล้วโหลดหน้าใหม่</p>
        <p lang="en">The app could not load. Check your connection and reload the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-2 inline-flex tap-target items-center justify-center gap-2 rounded-full bg-primary px-5 py-2.5 font-bold text-white"
        >
          <RefreshCw aria-hidden className="size-4" />
          <span lang="lo">ໂຫຼດໜ້າໃໝ່</span> · <span lang="th">โหลดใหม่</span> ·{' '}
          <span lang="en">Reload</span>
        </button>
      </div>
    </div>
  )
}
