// The last step of `npm test`: for each machine, its states and transitions and how many of those
// transitions the unit-level walks (vitest) and the browser paths (Playwright) took. Fails when a
// transition was not taken at the unit level. Usage: tsx scripts/charts/coverage-report.ts <dir>
import process from 'node:process'
import { indexTransitions } from '../../tooling/machine-coverage.ts'
import { readCoverage } from '../../tooling/coverage-record.ts'
import { countStates, findMachines } from './chart-pages.ts'
import { stateName, transitionLabel } from './state-chart.ts'

const dir = process.argv[2]
if (!dir) throw new Error('Usage: coverage-report.ts <directory the walks recorded into>')

const recorded = readCoverage(dir)
const rows: string[][] = [['machine', 'states', 'transitions', 'unit', 'browser']]
const missing: string[] = []

for (const { machine } of await findMachines(process.cwd())) {
  const transitions = [...indexTransitions(machine).values()]
  const levels = recorded.get(machine.id)
  const count = (covered: Set<string> | undefined) =>
    transitions.filter((t) => covered?.has(t.id)).length
  const unit = count(levels?.unit)
  const browser = count(levels?.browser)
  const states = countStates(machine)
  rows.push([machine.id, String(states), String(transitions.length), `${unit}`, `${browser}`])
  for (const transition of transitions) {
    if (!levels?.unit.has(transition.id)) {
      missing.push(
        `  ${machine.id}: ${stateName(machine, transition.source)} -- ${transitionLabel(machine, transition)}`,
      )
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

if (missing.length > 0) {
  process.stderr.write(
    `\n${missing.length} transition(s) no unit-level walk took:\n${missing.join('\n')}\n`,
  )
  process.exitCode = 1
}
