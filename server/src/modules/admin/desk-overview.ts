import { sql } from 'kysely'
import type { components } from '#contract/schema.d.ts'
import { formatShopClock } from '#contract/shop-clock-text.ts'
import { instantOfShopWallTime } from '#contract/shop-clock.ts'
import { SHOP_TIME_ZONE } from '#contract/shop-rules.ts'
import type { Database } from '../../db/database.ts'
import type { ServerDeps } from '../../deps.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin } from '../../http/request-auth.ts'
import { LOW_STOCK_THRESHOLD, listVoucherStock } from '../catalogue/voucher-stock.ts'
import { shopMonthBounds } from '../wallet/leaderboard.ts'
import { supplierBalanceNow, supplierQueueAt } from './supplier-desk.ts'
import { listTopupsToDecide } from './topup-queue.ts'

type DeskFigures = components['schemas']['DeskFigures']
type DeskDayFigures = components['schemas']['DeskDayFigures']

/** The days the overview's chart draws, today the last. */
export const OVERVIEW_DAYS = 30

/** Count and kip of one kind of payment on one shop day (yyyy-MM-dd). */
interface DayTotal {
  day: string
  count: number
  kip: number
}

/** The shop day (Asia/Vientiane) holding `instant`, as yyyy-MM-dd. */
function shopDayOf(instant: Date): string {
  return formatShopClock(instant, 'yyyy-MM-dd')
}

/** The instant a shop day starts. */
function shopDayStart(day: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number)
  return instantOfShopWallTime({ year, month, day: date })
}

/**
 * The shop days from OVERVIEW_DAYS - 1 days before `now` to today. Each is found from noon of the
 * day before it, so a day of 23 or 25 hours would not skip or repeat one (Laos keeps none today).
 */
function lastShopDays(now: Date): string[] {
  const todayStart = shopDayStart(shopDayOf(now))
  return Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const daysBack = OVERVIEW_DAYS - 1 - index
    return shopDayOf(new Date(todayStart.getTime() - daysBack * 86_400_000 + 12 * 3_600_000))
  })
}

/**
 * Delivered orders (status SUCCESS: a refund moves an order out of it) per shop day in
 * [from, to), counted on the day they were paid.
 */
async function salesPerDay(db: Database, from: Date, to: Date): Promise<DayTotal[]> {
  const paidAt = sql<Date>`coalesce(invoices.paid_at, invoices.created_at)`
  return db
    .selectFrom('invoices')
    .select([
      sql<string>`to_char(${paidAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)`.as('count'),
      sql<number>`cast(coalesce(sum(invoices.amount), 0) as bigint)`.as('kip'),
    ])
    .where('invoices.status', '=', 'SUCCESS')
    .where(paidAt, '>=', from)
    .where(paidAt, '<', to)
    .groupBy('day')
    .execute()
}

/**
 * Credited top-ups per shop day in [from, to), counted on the day they were paid, as the
 * leaderboard counts them; a coupon's credit is left out: no money came in, and the Coupons
 * section counts those.
 */
async function topupsPerDay(db: Database, from: Date, to: Date): Promise<DayTotal[]> {
  const paidAt = sql<Date>`coalesce(topups.paid_at, topups.created_at)`
  return db
    .selectFrom('topups')
    .select([
      sql<string>`to_char(${paidAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)`.as('count'),
      sql<number>`cast(coalesce(sum(topups.amount), 0) as bigint)`.as('kip'),
    ])
    .where('topups.status', '=', 'SUCCESS')
    .where('topups.money_type', '!=', 'CUPONG_MONEY')
    .where(paidAt, '>=', from)
    .where(paidAt, '<', to)
    .groupBy('day')
    .execute()
}

/** The sum of the totals whose day passes `keep`. */
function totalOf(totals: DayTotal[], keep: (day: string) => boolean) {
  return totals
    .filter((total) => keep(total.day))
    .reduce((sum, total) => ({ count: sum.count + total.count, kip: sum.kip + total.kip }), {
      count: 0,
      kip: 0,
    })
}

/** Sales and top-ups today, this month and on each of the last OVERVIEW_DAYS days. */
export async function deskFigures(
  db: Database,
  now: Date,
): Promise<{ today: DeskFigures; month: DeskFigures; days: DeskDayFigures[] }> {
  const days = lastShopDays(now)
  const today = days[days.length - 1] ?? shopDayOf(now)
  const month = shopMonthBounds(now)
  const windowStart = shopDayStart(days[0] ?? today)
  const from = month.start < windowStart ? month.start : windowStart
  const to = month.end
  const [sales, topups] = await Promise.all([salesPerDay(db, from, to), topupsPerDay(db, from, to)])
  const monthKey = today.slice(0, 7)
  const figuresOf = (keep: (day: string) => boolean): DeskFigures => ({
    sales: totalOf(sales, keep),
    topups: totalOf(topups, keep),
  })
  return {
    today: figuresOf((day) => day === today),
    month: figuresOf((day) => day.startsWith(monthKey)),
    days: days.map((day) => ({ day, ...figuresOf((each) => each === day) })),
  }
}

/**
 * The desk's first page: the day's and the month's figures, what waits for an operator, the
 * voucher packages running low and the supplier's balance. Each part reads what its own section
 * lists, so the overview and the section agree; a supplier that does not answer leaves its
 * balance out, and the rest still shows.
 */
export function deskOverviewHandlers(deps: ServerDeps): Pick<Handlers, 'adminGetOverview'> {
  const { db, clock } = deps
  return {
    async adminGetOverview(request) {
      requireAdmin(request)
      const now = clock.now()
      const [figures, topupsToDecide, supplierQueue, stock, supplierBalance] = await Promise.all([
        deskFigures(db, now),
        listTopupsToDecide(db, now),
        supplierQueueAt(db, now),
        listVoucherStock(db),
        supplierBalanceNow(deps),
      ])
      return {
        ...figures,
        waiting: { topups: topupsToDecide.length, supplierOrders: supplierQueue.length },
        lowStock: stock.filter((packet) => packet.low),
        lowStockThreshold: LOW_STOCK_THRESHOLD,
        ...(supplierBalance ? { supplierBalance } : {}),
      }
    },
  }
}
