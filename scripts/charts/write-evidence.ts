// A step of `npm test`, once vitest and Playwright have run: gathers what each test recorded it took
// of the machines, joins each test's result from the runners' JSON reports, and writes
// test-results/machine-evidence.json (tooling/machine-evidence.ts describes it).
// Usage: tsx scripts/charts/write-evidence.ts <records dir> <vitest.json> <playwright.json>
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import process from 'node:process'
import { readWalks } from '../../tooling/evidence-record.ts'
import {
  buildEvidence,
  EVIDENCE_FILE,
  playwrightResults,
  vitestResults,
  type TestResults,
} from '../../tooling/machine-evidence.ts'
import { findMachines } from './chart-pages.ts'

const [recordsDir, vitestReport, playwrightReport] = process.argv.slice(2)
if (!recordsDir || !vitestReport || !playwrightReport) {
  throw new Error('Usage: write-evidence.ts <records dir> <vitest.json> <playwright.json>')
}

const root = process.cwd()
// A run stopped before Playwright has no report of it: its tests' evidence is then simply absent.
const readReport = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
const vitest = readReport(vitestReport) as Parameters<typeof vitestResults>[0] | undefined
const playwright = readReport(playwrightReport) as
  Parameters<typeof playwrightResults>[0] | undefined
const results: TestResults = new Map([
  ...(vitest ? vitestResults(vitest, root) : []),
  ...(playwright ? playwrightResults(playwright, root) : []),
])

const machines = (await findMachines(root)).map(({ machine }) => machine)
const evidence = buildEvidence(machines, readWalks(recordsDir), results)
mkdirSync(dirname(EVIDENCE_FILE), { recursive: true })
writeFileSync(EVIDENCE_FILE, `${JSON.stringify(evidence, null, 1)}\n`)
process.stdout.write(`Wrote ${EVIDENCE_FILE}.\n`)
