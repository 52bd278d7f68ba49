import { cpuMs } from './server-render.ts'
import { spread, type Spread } from './stats.ts'

/** The bench's shop serves /metrics to this bearer (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789'

const SCRAPES_PER_RUN = 20

/**
 * What a Prometheus scrape costs the shop: the time one GET /metrics takes, and the server's CPU
 * for it (read from /proc over SCRAPES_PER_RUN scrapes, so a tick's rounding hardly counts), with
 * the registry as the earlier stages left it. Each scrape also reads the waiting orders from the
 * database, which is part of the cost.
 */
export async function measureMetricsScrape(
  shopUrl: string,
  shopPid: number,
  runs: number,
): Promise<{ wallMs: Spread; cpuMs: Spread; series: number; bytes: number }> {
  const scrape = async () => {
    const answer = await fetch(`${shopUrl}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    })
    if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`)
    return answer.text()
  }
  const exposition = await scrape() // the first builds what later scrapes reuse
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < runs; run++) {
    const cpuBefore = cpuMs(shopPid)
    const started = performance.now()
    for (let i = 0; i < SCRAPES_PER_RUN; i++) await scrape()
    wall.push((performance.now() - started) / SCRAPES_PER_RUN)
    cpu.push((cpuMs(shopPid) - cpuBefore) / SCRAPES_PER_RUN)
  }
  const series = exposition.split('\n').filter((line) => line && !line.startsWith('#')).length
  return { wallMs: spread(wall), cpuMs: spread(cpu), series, bytes: exposition.length }
}
