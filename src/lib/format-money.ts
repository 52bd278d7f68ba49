import type { Locale } from '../i18n/locales'

/**
 * Wallet amounts are shown with en-US thousands separators followed by the currency's word in the
 * reader's language (SPEC 9's 'kip'): ກີບ in Lao, กีบ in Thai, kip in English, so an amount reads
 * the same as the labels around it. Every amount on every screen goes through here.
 */

/** What stands in for the number when an amount is not a finite number: never a made-up 0. */
export const UNKNOWN_AMOUNT = '—'

export const KIP_WORD: Record<Locale, string> = { lo: 'ກີບ', th: 'กีบ', en: 'kip' }

/** The currency's word in `locale`, Lao's (the fallback language) for any other. */
function kipWord(locale: string): string {
  return KIP_WORD[locale as Locale] ?? KIP_WORD.lo
}

// signDisplay 'negative' keeps '-' for real debts but never prints '-0' after rounding.
const kipFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

const wholeKipFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})

/** 1234567.5 -> '1,234,567.5 kip' in English, '1,234,567.5 ກີບ' in Lao. */
export function formatKip(amount: number, locale: string): string {
  const figure = Number.isFinite(amount) ? kipFormat.format(amount) : UNKNOWN_AMOUNT
  return `${figure} ${kipWord(locale)}`
}

/** The leaderboard's variant, rounded to whole kip: 1234567.5 -> '1,234,568 kip'. */
export function formatWholeKip(amount: number, locale: string): string {
  const figure = Number.isFinite(amount) ? wholeKipFormat.format(amount) : UNKNOWN_AMOUNT
  return `${figure} ${kipWord(locale)}`
}
