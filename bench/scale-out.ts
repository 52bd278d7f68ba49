// The backend on PostgreSQL with one process, then with three behind the same database and Redis:
// purchases per second, tail latency and each process's peak memory, with the same 50 customers
// spread over the processes as a balancer would.
import { randomBytes } from 'node:crypto'
import { startPostgres, startRedis } from '../tooling/local-services.ts'
import { peakMemoryBytes, startShop } from './bench-servers.ts'
import { measurePurchaseLoad } from './purchase-load.ts'

export interface ScaleOutFigures {
  processes: number
  load: Awaited<ReturnType<typeof measurePurchaseLoad>>
  /** Peak RSS of each process, in bytes. */
  peakMemory: number[]
}

export async function measureScaleOut(
  processCounts: number[],
  firstPort: number,
  runs: number,
): Promise<ScaleOutFigures[]> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  const figures: ScaleOutFigures[] = []
  try {
    for (const processes of processCounts) {
      const env = {
        DATABASE_URL: await postgres.newDatabase(),
        TOKEN_SECRET: randomBytes(48).toString('base64url'),
        // One process needs no relay; several share Redis, as they are deployed.
        ...(processes > 1 ? { REDIS_URL: redis.url } : {}),
      }
      const shops = await Promise.all(
        Array.from({ length: processes }, (_, index) => startShop(firstPort + index, env)),
      )
      try {
        const load = await measurePurchaseLoad(
          shops.map((shop) => shop.url),
          runs,
        )
        const peakMemory = shops.map((shop) => peakMemoryBytes(shop.process.pid!))
        figures.push({ processes, load, peakMemory })
      } finally {
        await Promise.all(shops.map((shop) => shop.stop()))
      }
    }
  } finally {
    await redis.stop()
    await postgres.stop()
  }
  return figures
}
