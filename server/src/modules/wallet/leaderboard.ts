import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { sql } from 'kysely'
import type { components } from '../../../../contract/schema.d.ts'
import { SHOP_TIME_ZONE } from '../../../../contract/shop-rules.ts'
import type { Database } from '../../db/database.ts'

type LeaderboardResponse = components['schemas']['LeaderboardResponse']

export const LEADERBOARD_SIZE = 20

/** The prizes for ranks 1 to 3, drawn by the demo catalogue under /images/. */
export const LEADERBOARD_PRIZES = {
  gift1: 'prizes/gift-1.svg',
  gift2: 'prizes/gift-2.svg',
  gift3: 'prizes/gift-3.svg',
} as const

/** The calendar month holding `now` in Lao time, as [start, end) instants. */
export function shopMonthBounds(now: Date): { start: Date; end: Date } {
  const [year = 0, month = 0] = formatInTimeZone(now, SHOP_TIME_ZONE, 'yyyy-MM')
    .split('-')
    .map(Number)
  const monthStart = (y: number, m: number) =>
    fromZonedTime(
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01T00:00:00`,
      SHOP_TIME_ZONE,
    )
  return {
    start: monthStart(year, month),
    end: month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1),
  }
}

/**
 * The customers who topped up most this month: the sum of their SUCCESS top-ups paid within the
 * month, largest first (ties: the one who got there first). A top-up counts in the month it was paid.
 */
export async function monthlyLeaderboard(db: Database, now: Date): Promise<LeaderboardResponse> {
  const { start, end } = shopMonthBounds(now)
  const paidAt = sql<Date>`coalesce(topups.paid_at, topups.created_at)`
  const rows = await db
    .selectFrom('topups')
    .innerJoin('users', 'users.id', 'topups.user_id')
    .select([
      'users.id',
      'users.full_name',
      'users.image',
      sql<number>`cast(sum(topups.amount) as bigint)`.as('amount_in_month'),
      sql<Date>`max(${paidAt})`.as('last_paid_at'),
    ])
    .where('topups.status', '=', 'SUCCESS')
    .where(paidAt, '>=', start)
    .where(paidAt, '<', end)
    .groupBy(['users.id', 'users.full_name', 'users.image'])
    .orderBy('amount_in_month', 'desc')
    .orderBy('last_paid_at', 'asc')
    .orderBy('users.id')
    .limit(LEADERBOARD_SIZE)
    .execute()
  return {
    status: 200,
    range: { ...LEADERBOARD_PRIZES },
    data: rows.map((row) => ({
      _id: row.id,
      fullName: row.full_name,
      image: row.image,
      amountInMonth: row.amount_in_month,
    })),
  }
}
