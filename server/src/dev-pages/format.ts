import { formatShopClock } from '#contract/shop-clock-text.ts'

const kip = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatKip(amount: number): string {
  return `${kip.format(amount)} kip`
}

/** The exact time in Lao time: operators compare it with the database, so no minute is added. */
export function formatShopTime(value: Date | string): string {
  return formatShopClock(new Date(value), 'dd/MM/yyyy HH:mm:ss')
}

/** "4 min 05 s", or "expired"; the page script keeps it ticking from data-expires. */
export function formatTimeLeft(expiresAt: Date | string, now: Date): string {
  const seconds = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000)
  if (seconds <= 0) return 'expired'
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

/** "3 min ago" for the outbox, where what matters is whether a code is still fresh. */
export function formatAge(sentAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - sentAt.getTime()) / 1000))
  if (seconds < 60) return `${seconds} s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  return `${Math.floor(seconds / 3600)} h ago`
}
