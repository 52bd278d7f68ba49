import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach } from 'vitest'
import { activateLocale } from '../../src/i18n/activate-locale'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { dismissPopup, readPopup } from '../../src/ui/popup-store'

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazily imported
// chunk (sonner, a route) can take longer than that to arrive. Waiting longer costs nothing when
// the element is there.
configure({ asyncUtilTimeout: 5000 })

/** Expires every cookie the page can see (the language cookie, chiefly). */
function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Path=/; Max-Age=0`
  }
}

/**
 * What a page keeps beyond its rendered tree: each test leaves it as a new page would find it, so
 * no test reads what an earlier one, or an earlier file sharing the document, left behind.
 */
function forgetThePage() {
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
  // The popup and the toasts outlive the layer that shows them: the next render would show them.
  const popup = readPopup()
  if (popup) dismissPopup(popup.id)
  toast.dismiss()
}

// Each test renders into a fresh document; vitest does not run RTL's auto-cleanup without globals.
afterEach(() => {
  cleanup()
  forgetThePage()
})

// The next file starts in the shop's own language, whatever this one switched to, on an empty page:
// a page a file drew without React (the QA console's) is not unmounted by RTL's cleanup.
afterAll(async () => {
  await activateLocale(DEFAULT_LOCALE)
  forgetThePage()
  document.body.replaceChildren()
})
