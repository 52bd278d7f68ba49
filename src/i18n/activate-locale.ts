import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from './locales'
import { forgetRenderedPages } from '../lib/rendered-pages'
import { localeFromCookie } from './request-locale'

type CatalogLoader = () => Promise<{ messages: Messages }>

// Chunks per language, so a customer downloads only the language they read; and per group of
// screens (lingui.config.ts), so the home screen paints before the other screens' text arrives.
const firstScreenCatalogs: Record<Locale, CatalogLoader> = {
  lo: () => import('./locales/lo/first-screen.po'),
  th: () => import('./locales/th/first-screen.po'),
  en: () => import('./locales/en/first-screen.po'),
}
const otherScreenCatalogs: Record<Locale, CatalogLoader> = {
  lo: () => import('./locales/lo/messages.po'),
  th: () => import('./locales/th/messages.po'),
  en: () => import('./locales/en/messages.po'),
}

export function readPreferredLocale(storage: Storage = localStorage): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY)
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}

/**
 * The language the customer chose: the `lang` cookie's, or, on a device that chose before the
 * cookie existed, its stored choice; null when they never chose. Read once at start.
 */
export function chosenLocale(storage: Storage = localStorage): Locale | null {
  const stored = storage.getItem(LOCALE_STORAGE_KEY)
  return localeFromCookie(document.cookie) ?? (isLocale(stored) ? stored : null)
}

/** A year: the choice outlives a session, as the stored one does. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The server renders the next page in this language (src/i18n/request-locale.ts); a page kept on
 * the device in another is forgotten.
 */
function rememberForServer(locale: Locale) {
  const previous = localeFromCookie(document.cookie)
  if (previous && previous !== locale) void forgetRenderedPages()
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}

// One load per language, shared by every screen that waits for it; a failed one is tried again.
const otherScreensLoads = new Map<Locale, Promise<void>>()

function loadOtherScreens(locale: Locale): Promise<void> {
  let load = otherScreensLoads.get(locale)
  if (!load) {
    load = otherScreenCatalogs[locale]().then(({ messages }) => i18n.load(locale, messages))
    load.catch(() => otherScreensLoads.delete(locale))
    otherScreensLoads.set(locale, load)
  }
  return load
}

/**
 * Loads the catalogs and switches every mounted translation at once (no reload). `<html lang>`
 * follows, so screen readers and the browser's font and line-break choices match the text.
 * `firstScreenOnly` activates with the shell's and the home screen's text alone, for the first
 * paint; `otherScreensReady` then brings the rest.
 */
export async function activateLocale(
  locale: Locale,
  storage: Storage = localStorage,
  { firstScreenOnly = false } = {},
) {
  const [{ messages }] = await Promise.all([
    firstScreenCatalogs[locale](),
    firstScreenOnly ? undefined : loadOtherScreens(locale),
  ])
  // load() merges: the other screens' messages, when already loaded, stay.
  i18n.load(locale, messages)
  i18n.activate(locale)
  document.documentElement.lang = locale
  storage.setItem(LOCALE_STORAGE_KEY, locale)
  rememberForServer(locale)
}

/** The language the interface shows now (Lao before any is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** Resolves once every screen's text of the active language is loaded. */
export function otherScreensReady(): Promise<void> {
  return loadOtherScreens(activeLocale())
}
