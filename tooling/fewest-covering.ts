/**
 * Greedily, the candidates that add the most keys not covered yet for what each costs, until none
 * adds any; returned in their given order, so a report still reads in the order they were made.
 */
export function fewestCovering<TCandidate>(
  candidates: readonly TCandidate[],
  keysOf: (candidate: TCandidate) => ReadonlySet<string>,
  cost: (candidate: TCandidate) => number = () => 1,
): TCandidate[] {
  const keys = new Map(candidates.map((candidate) => [candidate, keysOf(candidate)]))
  const covered = new Set<string>()
  const chosen = new Set<TCandidate>()
  for (;;) {
    let best: TCandidate | undefined
    let bestGain = 0
    for (const candidate of candidates) {
      let added = 0
      for (const key of keys.get(candidate) ?? []) if (!covered.has(key)) added += 1
      const gain = added / cost(candidate)
      if (gain > bestGain) [best, bestGain] = [candidate, gain]
    }
    if (best === undefined) break
    chosen.add(best)
    keys.get(best)?.forEach((key) => covered.add(key))
  }
  return candidates.filter((candidate) => chosen.has(candidate))
}
