import { SHOP_TIME_ZONE } from './shop-rules.ts'

/**
 * The shop's wall clock (Asia/Vientiane), read with Intl: the date and time a screen, the desk or
 * a month's leaderboard goes by, and the instant a time on that clock names. The SPA and the
 * backend share it, and neither carries a time-zone library for it.
 */

/** A time on the shop's clock; months run from 1 to 12. */
export interface ShopWallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** What the shop's clock shows at `instant`. */
export function shopWallTime(instant: Date): ShopWallTime {
  const parts = wallClock.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

const asIfUtc = ({ year, month, day, hour, minute, second }: ShopWallTime) =>
  Date.UTC(year, month - 1, day, hour, minute, second)

/** How far the shop's clock is ahead of UTC at `instant`. */
function shopZoneOffsetMs(instant: Date): number {
  return asIfUtc(shopWallTime(instant)) - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant the shop's clock shows `wall`; the time of day is midnight unless given. */
export function instantOfShopWallTime(
  wall: Pick<ShopWallTime, 'year' | 'month' | 'day'> & Partial<ShopWallTime>,
): Date {
  const utc = asIfUtc({ hour: 0, minute: 0, second: 0, ...wall })
  // The zone's offset at that moment; looked up twice so a change of offset that day is honoured.
  const first = utc - shopZoneOffsetMs(new Date(utc))
  return new Date(utc - shopZoneOffsetMs(new Date(first)))
}
