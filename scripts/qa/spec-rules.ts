import type { ConsoleTransition, SpecRule } from './console-types.ts'

/**
 * The SPEC rules the machines implement, each with its transitions (from their `meta.spec`), in
 * the SPEC's own order: `2.10` after `2.9`.
 */
export function specRules(
  machines: ReadonlyArray<{ id: string; transitions: readonly ConsoleTransition[] }>,
): SpecRule[] {
  const rules = new Map<string, SpecRule>()
  for (const machine of machines) {
    for (const transition of machine.transitions) {
      for (const rule of transition.spec) {
        const entry = rules.get(rule) ?? { rule, transitions: [] }
        entry.transitions.push({ machine: machine.id, transition })
        rules.set(rule, entry)
      }
    }
  }
  return [...rules.values()].sort((a, b) => a.rule.localeCompare(b.rule, 'en', { numeric: true }))
}
