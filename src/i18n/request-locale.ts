import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from './locales'

/** The `lang` cookie's value in a Cookie header, when it names one of the shop's languages. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim())
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}

/**
 * The first of the shop's languages in an Accept-Language header, in the customer's order of
 * preference ("th-TH,th;q=0.9,en;q=0.8" is Thai). Malformed entries are skipped, never trusted.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';')
      const quality = parameters
        .map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined)
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality === undefined ? 1 : Number(quality),
        index,
      }
    })
    .filter((entry) => entry.quality > 0 && (LOCALES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  const first = ranked[0]?.language
  return isLocale(first) ? first : null
}

/**
 * The language a page is rendered in on the server: the one the language switch remembered in
 * the `lang` cookie, else the browser's preference, else Lao. The client hydrates in the same one.
 */
export function localeForRequest(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  return (
    localeFromCookie(headers.cookie) ??
    localeFromAcceptLanguage(headers.acceptLanguage) ??
    DEFAULT_LOCALE
  )
}
