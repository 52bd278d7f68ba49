import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import { poolUse } from '../db/database.ts'
import type { ProductKind } from '../db/tables.ts'

/** Seconds, from a cached answer to the supplier's longest timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** The outside services the shop calls; the bank calls the shop instead (its notices' route). */
export type OutsideService = 'supplier' | 'sms'

/**
 * The process's metrics, one registry per app (tests run several apps in one process). Each is
 * listed, with the alerts worth setting on it, in docs/operations.md ("Metrics").
 */
export interface ShopMetrics {
  registry: Registry
  /** Every answer, by route pattern (never the raw URL, which would make a series per id). */
  requests: Histogram<'method' | 'route' | 'status'>
  /** Every error body the error handler answers, by its contract code. */
  errorAnswers: Counter<'code'>
  /** Purchases paid (after their transaction committed), and the kip they took. */
  purchases: Counter<'kind'>
  purchasedKip: Counter<'kind'>
  /** Top-ups credited (after their transaction committed), by how they were paid. */
  topupsCredited: Counter<'method'>
  creditedKip: Counter<'method'>
  /** Each call to an outside service, with how it ended: `ok` or `failed`. */
  outsideCalls: Histogram<'service' | 'call' | 'outcome'>
}

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    requests: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'HTTP answers by method, route pattern and status, with how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    errorAnswers: new Counter({
      name: 'shop_error_answers_total',
      help: 'Error answers by their ErrorCode',
      labelNames: ['code'],
      registers,
    }),
    purchases: new Counter({
      name: 'shop_purchases_total',
      help: 'Purchases paid from a wallet, by product kind',
      labelNames: ['kind'],
      registers,
    }),
    purchasedKip: new Counter({
      name: 'shop_purchases_kip_total',
      help: 'Kip taken from wallets by purchases, by product kind',
      labelNames: ['kind'],
      registers,
    }),
    topupsCredited: new Counter({
      name: 'shop_topups_credited_total',
      help: 'Top-ups credited to a wallet, by payment method',
      labelNames: ['method'],
      registers,
    }),
    creditedKip: new Counter({
      name: 'shop_topups_credited_kip_total',
      help: 'Kip credited to wallets by top-ups, by payment method',
      labelNames: ['method'],
      registers,
    }),
    outsideCalls: new Histogram({
      name: 'shop_outside_call_duration_seconds',
      help: 'Calls to the supplier and the SMS gateway, by call and outcome (ok or failed)',
      labelNames: ['service', 'call', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
  }
}

/** A purchase whose transaction committed: counted once, where orders are paid (place-order.ts). */
export function countPurchase(metrics: ShopMetrics, kind: ProductKind, kip: number): void {
  metrics.purchases.inc({ kind })
  metrics.purchasedKip.inc({ kind }, kip)
}

/** A top-up whose credit committed: counted once, where it is announced (topup-events.ts). */
export function countCreditedTopup(metrics: ShopMetrics, method: string, kip: number): void {
  metrics.topupsCredited.inc({ method })
  metrics.creditedKip.inc({ method }, kip)
}

export interface StateSources {
  db: Database
  clock: Clock
  /** Sockets connected to this process now. */
  openSockets: () => number
}

/**
 * The figures read when Prometheus scrapes, not counted as they happen: the orders waiting for the
 * supplier (shop-wide, from the database), this process's sockets and database pool, and Node's own
 * (event-loop delay, memory, CPU). Only a process that serves /metrics adds them: the event-loop
 * monitor and the scrape's query then cost nothing elsewhere.
 */
export function observeProcessState(metrics: ShopMetrics, sources: StateSources): void {
  const registers = [metrics.registry]
  const { db, clock } = sources
  collectDefaultMetrics({ register: metrics.registry })

  // The scrape collects every metric at once: both gauges share one read of the database.
  let reading: Promise<WaitingOrders> | undefined
  const readWaiting = () =>
    (reading ??= readWaitingOrders(db).finally(() => {
      reading = undefined
    }))
  new Gauge({
    name: 'shop_supplier_waiting_orders',
    help: 'Paid game orders the supplier has not settled yet (the whole shop, not this process)',
    registers,
    async collect() {
      this.set((await readWaiting()).count)
    },
  })
  new Gauge({
    name: 'shop_supplier_oldest_waiting_order_age_seconds',
    help: 'How long ago the oldest order still waiting for the supplier was paid; 0 when none waits',
    registers,
    async collect() {
      const { oldestPaidAt } = await readWaiting()
      const ageMs = oldestPaidAt ? clock.now().getTime() - oldestPaidAt.getTime() : 0
      this.set(Math.max(0, ageMs) / 1000)
    },
  })
  new Gauge({
    name: 'shop_open_sockets',
    help: 'Realtime sockets connected to this process',
    registers,
    collect() {
      this.set(sources.openSockets())
    },
  })
  new Gauge({
    name: 'shop_db_pool_connections',
    help: "This process's PostgreSQL pool: connections open (total), idle, and callers waiting",
    labelNames: ['state'],
    registers,
    collect() {
      const use = poolUse(db)
      if (!use) return // PGlite: one connection, no pool
      this.set({ state: 'total' }, use.total)
      this.set({ state: 'idle' }, use.idle)
      this.set({ state: 'waiting' }, use.waiting)
    },
  })
}

interface WaitingOrders {
  count: number
  oldestPaidAt: Date | null
}

/** Read through the partial index of the orders the supplier job still follows (migration 0070). */
async function readWaitingOrders(db: Database): Promise<WaitingOrders> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('paid_at').as('oldest')])
    .where('next_supplier_check_at', 'is not', null)
    .where('status', '=', 'RUNNING')
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldestPaidAt: row.oldest }
}
