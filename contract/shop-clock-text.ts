import { shopWallTime } from './shop-clock.ts'

// Apart from shop-clock.ts, which the home screen's tiles read: the texts are for later screens,
// the desk and the backend, and stay out of home's first download.

const FIELDS = /yyyy|MM|dd|HH|mm|ss/g

/** `instant` on the shop's clock, spelled by `pattern`'s fields: yyyy, MM, dd, HH, mm and ss. */
export function formatShopClock(instant: Date, pattern: string): string {
  const wall = shopWallTime(instant)
  const field: Record<string, string> = {
    yyyy: String(wall.year).padStart(4, '0'),
    MM: String(wall.month).padStart(2, '0'),
    dd: String(wall.day).padStart(2, '0'),
    HH: String(wall.hour).padStart(2, '0'),
    mm: String(wall.minute).padStart(2, '0'),
    ss: String(wall.second).padStart(2, '0'),
  }
  return pattern.replace(FIELDS, (name) => field[name] ?? name)
}
