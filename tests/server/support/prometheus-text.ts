/**
 * One sample of a Prometheus text exposition: the value of the line named `name` whose labels
 * include `labels`; undefined when there is none. Exact enough for tests, which know their series.
 */
export function sampleOf(
  exposition: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3])
    }
  }
  return undefined
}
