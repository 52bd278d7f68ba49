// `npm test`: every check CI runs, in order, stopping at the first failure. The last line printed
// is `tests: N passed, M failed`, which CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'

const reportDir = mkdtempSync(join(tmpdir(), 'test-all-'))
const vitestReport = join(reportDir, 'vitest.json')
const playwrightReport = join(reportDir, 'playwright.json')
// The model walks (vitest) and the machine path browser tests record the transitions they took here.
const machineCoverage = { MACHINE_COVERAGE_DIR: join(reportDir, 'machine-coverage') }
const bin = (name) => join('node_modules', '.bin', name)

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'api:check', command: process.execPath, args: ['scripts/api-check.mjs'] },
  { name: 'i18n:check', command: process.execPath, args: ['scripts/i18n-check.mjs'] },
  { name: 'size:check', command: process.execPath, args: ['scripts/size-budget.mjs'] },
  {
    name: 'vitest',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    env: machineCoverage,
    counts: () => vitestCounts(vitestReport),
  },
  {
    name: 'playwright',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, ...machineCoverage },
    counts: () => playwrightCounts(playwrightReport),
  },
  {
    // Prints each machine's transitions covered by unit walks and browser paths; fails when a
    // transition no unit walk took.
    name: 'machine coverage',
    command: bin('tsx'),
    args: ['scripts/charts/coverage-report.ts', machineCoverage.MACHINE_COVERAGE_DIR],
  },
  {
    // The reliability and security suite ran in the two steps above: this prints its counts.
    name: 'security counts',
    command: process.execPath,
    args: ['scripts/security-counts.mjs', vitestReport, playwrightReport],
  },
]

function vitestCounts(file) {
  const report = readJson(file)
  return report && { passed: report.numPassedTests, failed: report.numFailedTests }
}

function playwrightCounts(file) {
  const stats = readJson(file)?.stats
  // A flaky test failed before it passed: it is counted as passed, as Playwright reports it.
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const totals = { passed: 0, failed: 0 }
const summary = []
let failedStep

for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}\n`)
  const started = Date.now()
  const run = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  const took = Date.now() - started
  const counts = step.counts?.()
  if (counts) {
    totals.passed += counts.passed
    totals.failed += counts.failed
  }
  const ok = run.status === 0
  const detail = counts ? `, ${counts.passed} passed, ${counts.failed} failed` : ''
  summary.push(`${ok ? '✓' : '✗'} ${step.name} (${seconds(took)}${detail})`)
  if (!ok) {
    failedStep = step.name
    if (run.error) process.stderr.write(`${step.name} could not start: ${run.error.message}\n`)
    break
  }
}

rmSync(reportDir, { recursive: true, force: true })
process.stdout.write(`\n${summary.join('\n')}\n`)
if (failedStep) {
  process.stdout.write(`Stopped at ${failedStep}.\n`)
  process.exitCode = 1
}
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`)
