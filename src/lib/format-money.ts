/**
 * Wallet amounts are shown with en-US thousands separators followed by ' kip' (SPEC 9), in every
 * language, because that is how the shop's customers and its receipts write kip.
 */

/** What stands in for the number when an amount is not a finite number: never a made-up 0. */
export const UNKNOWN_AMOUNT = '—'

const KIP_SUFFIX = ' kip'

// signDisplay 'negative' keeps '-' for real debts but never prints '-0' after rounding.
const kipFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

const wholeKipFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})

/** 1234567.5 -> '1,234,567.5 kip'. */
export function formatKip(amount: number): string {
  return (Number.isFinite(amount) ? kipFormat.format(amount) : UNKNOWN_AMOUNT) + KIP_SUFFIX
}

/** The leaderboard's variant, rounded to whole kip: 1234567.5 -> '1,234,568 kip'. */
export function formatWholeKip(amount: number): string {
  return (Number.isFinite(amount) ? wholeKipFormat.format(amount) : UNKNOWN_AMOUNT) + KIP_SUFFIX
}
