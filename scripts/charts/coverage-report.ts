// The last step of `npm test`: for each machine, its states and transitions and how many of those
// transitions a passing unit-level walk (vitest) and a passing browser test (Playwright) took, read
// from the evidence file the run wrote. Fails when a transition no passing unit walk took.
// Usage: tsx scripts/charts/coverage-report.ts [evidence file]
import process from 'node:process'
import { indexTransitions } from '../../tooling/machine-coverage.ts'
import { EVIDENCE_FILE, readEvidence, type EvidenceEntry } from '../../tooling/machine-evidence.ts'
import type { EvidenceLevel } from '../../tooling/evidence-record.ts'
import { machineModels } from '../../tooling/machine-models/machine-models.ts'
import { countStates, findMachines } from './chart-pages.ts'
import { stateName, transitionLabel } from './state-chart.ts'

const evidence = readEvidence(process.argv[2] ?? EVIDENCE_FILE)
const rows: string[][] = [['machine', 'states', 'transitions', 'unit', 'browser']]
const missing: string[] = []
const notInBrowser: string[] = []

const takenAt = (entries: EvidenceEntry[] | undefined, level: EvidenceLevel) =>
  (entries ?? []).some((entry) => entry.level === level && entry.result === 'passed')

for (const { machine } of await findMachines(process.cwd())) {
  const transitions = [...indexTransitions(machine).values()]
  const taken = evidence.machines[machine.id]?.transitions ?? {}
  const count = (level: EvidenceLevel) => transitions.filter((t) => takenAt(taken[t.id], level))
  const states = countStates(machine)
  const [unit, browser] = [count('unit').length, count('browser').length]
  rows.push([machine.id, String(states), String(transitions.length), `${unit}`, `${browser}`])
  for (const transition of transitions) {
    const named = `  ${machine.id}: ${stateName(machine, transition.source)} -- ${transitionLabel(machine, transition)}`
    if (!takenAt(taken[transition.id], 'unit')) missing.push(named)
    if (!takenAt(taken[transition.id], 'browser')) {
      const why = machineModels[machine.id]?.notInBrowser[transition.id]
      notInBrowser.push(`${named}\n      ${why ?? 'no reason written in its model (notInBrowser)'}`)
    }
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
const format = (row: string[]) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    )
    .join('  ')
process.stdout.write(`Transitions covered, by machine:\n${rows.map(format).join('\n')}\n`)
process.stdout.write(
  `\n${notInBrowser.length} transition(s) no passing browser test took, and why:\n` +
    `${notInBrowser.join('\n')}\n`,
)

if (missing.length > 0) {
  process.stderr.write(
    `\n${missing.length} transition(s) no passing unit-level walk took:\n${missing.join('\n')}\n`,
  )
  process.exitCode = 1
}
