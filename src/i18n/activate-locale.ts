import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from './locales'

// One chunk per language: a customer downloads only the catalog they read.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  lo: () => import('./locales/lo/messages.po'),
  th: () => import('./locales/th/messages.po'),
  en: () => import('./locales/en/messages.po'),
}

export function readPreferredLocale(storage: Storage = localStorage): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY)
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}

/**
 * Loads the catalog and switches every mounted translation at once (no reload). `<html lang>`
 * follows, so screen readers and the browser's font and line-break choices match the text.
 */
export async function activateLocale(locale: Locale, storage: Storage = localStorage) {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  storage.setItem(LOCALE_STORAGE_KEY, locale)
}
