import { sql } from 'kysely'
import type { components } from '#contract/schema.d.ts'
import { instantOfShopWallTime, shopWallTime } from '#contract/shop-clock.ts'
import type { Database } from '../../db/database.ts'
import { prizesOfMonth } from './leaderboard-prizes.ts'

type LeaderboardResponse = components['schemas']['LeaderboardResponse']

export const LEADERBOARD_SIZE = 20

/** The calendar month holding `now` in Lao time, as [start, end) instants. */
export function shopMonthBounds(now: Date): { start: Date; end: Date } {
  const { year, month } = shopWallTime(now)
  const monthStart = (y: number, m: number) => instantOfShopWallTime({ year: y, month: m, day: 1 })
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
  const prizes = await prizesOfMonth(db, now)
  const prizeImage = (rank: number) => prizes.find((prize) => prize.rank === rank)?.image ?? ''
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
    range: { gift1: prizeImage(1), gift2: prizeImage(2), gift3: prizeImage(3) },
    data: rows.map((row) => ({
      _id: row.id,
      fullName: row.full_name,
      image: row.image,
      amountInMonth: row.amount_in_month,
    })),
  }
}
