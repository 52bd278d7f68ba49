import { specRules, type ChartedMachine } from '../charts/chart-pages.ts'
import type { ConsoleTransition, SpecRule } from './console-types.ts'

/**
 * The rules the machines implement, in the charts' order (SPEC.md by section, then DECISIONS.md,
 * then docs/decisions.md), each transition with the tests that took it.
 */
export function consoleSpecRules(
  machines: readonly ChartedMachine[],
  transitionsOf: (machineId: string) => readonly ConsoleTransition[],
): SpecRule[] {
  return specRules([...machines]).map(({ rule, transitions }) => ({
    rule,
    transitions: transitions.map(({ machine, transition }) => ({
      machine,
      transition: transitionsOf(machine).find(({ id }) => id === transition)!,
    })),
  }))
}
