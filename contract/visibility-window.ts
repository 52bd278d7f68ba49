import { SHOP_TIME_ZONE } from './shop-rules'

/**
 * When a catalogue tile is shown and its product can be bought (DECISIONS "Game tile visibility").
 * Pure, so the SPA (which hides the tiles) and the backend (which refuses the purchase) agree: both
 * import this one file. It reads the shop's zone with Intl rather than date-fns-tz, which would
 * add a library to the home screen's first load for one offset.
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
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  // The zone's offset at that moment; looked up twice so a change of offset that day is honoured.
  const first = asIfUtc - shopZoneOffsetMs(new Date(asIfUtc))
  return new Date(asIfUtc - shopZoneOffsetMs(new Date(first)))
}

const shopWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** The shop's wall clock at `instant`, read as if it were UTC. */
function shopWallTimeAsUtc(instant: Date): number {
  const parts = shopWallClock.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
}

function shopZoneOffsetMs(instant: Date): number {
  return shopWallTimeAsUtc(instant) - Math.floor(instant.getTime() / 1000) * 1000
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
    const minutesSinceMidnight = (shopWallTimeAsUtc(now) / 60_000) % (24 * 60)
    lastMinuteOfDay = { at: now.getTime(), minute: Math.floor(minutesSinceMidnight) }
  }
  return lastMinuteOfDay.minute
}
