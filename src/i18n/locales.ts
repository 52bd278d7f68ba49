/** The interface languages. Lao is the source language, the default and the fallback (SPEC 1). */
export const LOCALES = ['lo', 'th', 'en'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'lo'

/** The local storage key that remembers the customer's choice: the client's copy. */
export const LOCALE_STORAGE_KEY = 'lang'

/** The cookie that tells the server which language to render a page in (docs/decisions.md). */
export const LOCALE_COOKIE = 'lang'

/** Each language is named in itself, so a customer finds theirs whatever is showing now. */
export const LOCALE_NAMES: Record<Locale, string> = {
  lo: 'ລາວ',
  th: 'ไทย',
  en: 'English',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
