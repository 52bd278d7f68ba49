import { formatShopClock } from '#contract/shop-clock-text'

/**
 * SPEC 9 adds one minute to every displayed timestamp (the shop's receipts have always done so, and
 * customers compare them with the screen). Chat times are not timestamps in that sense and do not get it.
 */
export const DISPLAYED_TIMESTAMP_OFFSET_MINUTES = 1

/** Shown instead of a time that cannot be read, so one bad record never breaks a whole list. */
export const UNKNOWN_TIME = '—'

type TimeInput = string | number | Date

function toValidDate(value: TimeInput): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '2024-12-31T16:59:00Z' -> '01/01/2025 00:00:00' (Vientiane is UTC+7, plus the added minute). */
export function formatTimestamp(value: TimeInput): string {
  const date = toValidDate(value)
  if (!date) return UNKNOWN_TIME
  return formatShopClock(
    new Date(date.getTime() + DISPLAYED_TIMESTAMP_OFFSET_MINUTES * 60_000),
    'dd/MM/yyyy HH:mm:ss',
  )
}

/** A chat message's time: '2024-05-01T03:04:00Z' -> '10:04'. */
export function formatChatTime(value: TimeInput): string {
  const date = toValidDate(value)
  if (!date) return UNKNOWN_TIME
  return formatShopClock(date, 'HH:mm')
}
