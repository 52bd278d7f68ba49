import type { components } from '#contract/schema.d.ts'
import { formatShopClock } from '#contract/shop-clock-text.ts'
import type { Database } from '../../db/database.ts'

type Prize = components['schemas']['Prize']

export const PRIZE_RANKS = [1, 2, 3] as const

/** The shop's own pictures, drawn by the demo catalogue under /images/, until an operator chooses. */
const DEFAULT_PRIZE_IMAGES: Record<number, string> = {
  1: 'prizes/gift-1.svg',
  2: 'prizes/gift-2.svg',
  3: 'prizes/gift-3.svg',
}

/** 'yyyy-MM' of the month holding `now` in Lao time: the key prizes are chosen under. */
export function shopMonthKey(now: Date): string {
  return formatShopClock(now, 'yyyy-MM')
}

/**
 * The prize of each rank for the month of `now`: the picture chosen for that month, or else the one
 * chosen most recently before it (prizes carry over until the operator changes them), or else the
 * shop's default.
 */
export async function prizesOfMonth(db: Database, now: Date): Promise<Prize[]> {
  const month = shopMonthKey(now)
  const chosen = await db
    .selectFrom('leaderboard_prizes')
    .select(['rank', 'image', 'month'])
    .where('month', '<=', month)
    .orderBy('month', 'desc')
    .execute()
  return PRIZE_RANKS.map((rank) => {
    const latest = chosen.find((row) => row.rank === rank)
    return latest
      ? { rank, image: latest.image, chosen: true }
      : { rank, image: DEFAULT_PRIZE_IMAGES[rank] ?? '', chosen: false }
  })
}

/** Sets the month's picture for a rank, in the caller's transaction. */
export async function setPrize(
  trx: Database,
  { month, rank, image, now }: { month: string; rank: number; image: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('leaderboard_prizes')
    .values({ month, rank, image, updated_at: now })
    .onConflict((oc) => oc.columns(['month', 'rank']).doUpdateSet({ image, updated_at: now }))
    .execute()
}
