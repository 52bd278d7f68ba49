/** A figure measured several times: what the table prints. */
export interface Spread {
  median: number
  min: number
  max: number
  runs: number
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

export function spread(values: readonly number[]): Spread {
  return {
    median: percentile(values, 50),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
  }
}

/** Runs `measure` `runs` times, one after another: parallel runs would share the CPU. */
export async function repeat(runs: number, measure: (run: number) => Promise<number>) {
  const values: number[] = []
  for (let run = 0; run < runs; run++) values.push(await measure(run))
  return spread(values)
}
