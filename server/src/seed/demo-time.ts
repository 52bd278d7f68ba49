import { shopMonthBounds } from '../modules/wallet/leaderboard.ts'

/** When a seeded event happened, relative to the moment of seeding. */
export type When =
  /** A point of the current leaderboard month (Asia/Vientiane): 0 is its start, 1 is now. */
  | { thisMonth: number }
  /** A day and hour of the previous month (day 1 to 28). */
  | { lastMonth: { day: number; hour: number } }
  | { minutesAgo: number }

export function thisMonth(share: number): When {
  return { thisMonth: share }
}
export function lastMonth(day: number, hour: number): When {
  return { lastMonth: { day, hour } }
}
export function minutesAgo(minutes: number): When {
  return { minutesAgo: minutes }
}

const hour = 60 * 60 * 1000

/**
 * Turns `When` into dates against one "now", so the current-month top-ups always land between the
 * month's start and now, whatever day the demo is first started, and count on the leaderboard.
 */
export function createDemoCalendar(now: Date): (when: When) => Date {
  const monthStart = shopMonthBounds(now).start
  const previousMonthStart = shopMonthBounds(new Date(monthStart.getTime() - 1)).start
  return (when) => {
    if ('thisMonth' in when) {
      return new Date(
        monthStart.getTime() + when.thisMonth * (now.getTime() - monthStart.getTime()),
      )
    }
    if ('lastMonth' in when) {
      const { day, hour: hourOfDay } = when.lastMonth
      return new Date(previousMonthStart.getTime() + ((day - 1) * 24 + hourOfDay) * hour)
    }
    return new Date(now.getTime() - when.minutesAgo * 60 * 1000)
  }
}
