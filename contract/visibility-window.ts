import { instantOfShopWallTime, shopWallTime } from './shop-clock.ts'

/**
 * When a catalogue tile is shown and its product can be bought (DECISIONS "Game tile visibility").
 * Pure, so the SPA (which hides the tiles) and the backend (which refuses the purchase) agree: both
 * import this one file. It reads the time in the shop's zone from its clock (shop-clock.ts).
 *
 * Each bound is read on its own:
 * - an ISO date-time ("2025-03-01T08:00:00Z", or without an offset: Lao time) is an instant;
 * - "HH:mm" is a time of day in Asia/Vientiane;
 * - null, empty or anything else that does not parse places no limit on its side.
 * The window is [activeTime, dueTime): it opens at activeTime and closes at dueTime. Two daily
 * bounds make a daily window, which crosses midnight when dueTime is earlier than activeTime
 * ("22:00" to "02:00"); equal daily bounds mean the whole day.
 */
export interface VisibilityWindow {
  activeTime?: string | null
  dueTime?: string | null
}

type Bound = { kind: 'instant'; at: Date } | { kind: 'daily'; minuteOfDay: number }

export function isWithinVisibilityWindow(window: VisibilityWindow, now: Date): boolean {
  const start = parseBound(window.activeTime)
  const end = parseBound(window.dueTime)
  const minuteNow = minuteOfDayInShopZone(now)
  if (start?.kind === 'daily' && end?.kind === 'daily') {
    return inDailyWindow(start.minuteOfDay, end.minuteOfDay, minuteNow)
  }
  const opened =
    !start || (start.kind === 'instant' ? now >= start.at : minuteNow >= start.minuteOfDay)
  const notClosed = !end || (end.kind === 'instant' ? now < end.at : minuteNow < end.minuteOfDay)
  return opened && notClosed
}

function inDailyWindow(startMinute: number, endMinute: number, minute: number): boolean {
  if (startMinute === endMinute) return true
  if (startMinute < endMinute) return minute >= startMinute && minute < endMinute
  return minute >= startMinute || minute < endMinute
}

const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i

function parseBound(value: string | null | undefined): Bound | null {
  const text = value?.trim()
  if (!text) return null
  const daily = timeOfDay.exec(text)
  if (daily) return { kind: 'daily', minuteOfDay: Number(daily[1]) * 60 + Number(daily[2]) }
  const iso = isoDateTime.exec(text)
  if (!iso || !isRealCalendarTime(iso)) return null
  const at = iso[7] ? new Date(text.replace(' ', 'T')) : fromShopWallTime(iso)
  return Number.isNaN(at.getTime()) ? null : { kind: 'instant', at }
}

/** A wall-clock time in the shop's zone ("2025-03-01T08:00" there) as an instant. */
function fromShopWallTime(match: RegExpExecArray): Date {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0))
  return instantOfShopWallTime({ year, month, day, hour, minute, second })
}

/** JavaScript rolls "2025-02-30" over to March 2; a date that does not exist is unparsable instead. */
function isRealCalendarTime(match: RegExpExecArray): boolean {
  const fields = match.slice(1, 7).map((part) => Number(part ?? 0))
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = fields
  if (hour > 23 || minute > 59 || second > 59) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// The home screen asks for every tile with the same `now`: Intl's formatting is the costly part,
// and once per tile made each search keystroke's list render take hundreds of ms on a slow phone.
let lastMinuteOfDay = { at: Number.NaN, minute: 0 }

function minuteOfDayInShopZone(now: Date): number {
  if (now.getTime() !== lastMinuteOfDay.at) {
    const { hour, minute } = shopWallTime(now)
    lastMinuteOfDay = { at: now.getTime(), minute: hour * 60 + minute }
  }
  return lastMinuteOfDay.minute
}
