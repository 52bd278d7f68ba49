// `npm test`: every check CI runs, in order, stopping at the first failure. The last line printed
// is `tests: N passed, M failed`, which CI reads.
import { Buffer } from 'node:buffer'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { playwrightTests } from './playwright-report.mjs'

const reportDir = mkdtempSync(join(tmpdir(), 'test-all-'))
const vitestReport = join(reportDir, 'vitest.json')
const playwrightReport = join(reportDir, 'playwright.json')
// The model walks (vitest) and the browser tests record here the machines' transitions they took;
// the evidence step gathers them into test-results/machine-evidence.json, which is kept.
const machineEvidence = { MACHINE_EVIDENCE_DIR: join(reportDir, 'machine-evidence') }
const bin = (name) => join('node_modules', '.bin', name)

// The static checks each keep one core busy and read nothing the others write: they run side by
// side, and their output is printed whole as each ends.
const staticChecks = [
  // TypeScript 7, the compiler written in Go, checks the project in a sixth of 5.9's time;
  // typescript-eslint still reads the project through 5.9 (docs/decisions.md). Beside the other
  // checks it runs on one thread: its threads only contend with theirs for the same cores, and on
  // two cores it used 23 s of CPU with them against 9.5 s without.
  {
    name: 'typecheck',
    command: process.execPath,
    args: [
      join('node_modules', 'typescript-7', 'bin', 'tsc'),
      '--noEmit',
      '--singleThreaded',
      '-p',
      '.',
    ],
  },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  // Prettier's newer command line reads the same files and ignores for a quarter less CPU.
  { name: 'format', command: bin('prettier'), args: ['--check', '--experimental-cli', '.'] },
  { name: 'api:check', command: process.execPath, args: ['scripts/api-check.mjs'] },
  { name: 'i18n:check', command: process.execPath, args: ['scripts/i18n-check.mjs'] },
  { name: 'size:check', command: process.execPath, args: ['scripts/size-budget.mjs'] },
]

const steps = [
  {
    // The backend suites run on a PostgreSQL of their own, where money races are real (PGlite
    // serves one connection at a time); the browser suites below run on the embedded PGlite, as
    // `npm start` does. The scale suite starts its backend processes, PostgreSQL and Redis itself.
    name: 'vitest',
    command: bin('tsx'),
    args: [
      'scripts/with-postgres.ts',
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    env: machineEvidence,
    counts: () => vitestCounts(vitestReport),
  },
  {
    name: 'playwright',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, ...machineEvidence },
    counts: () => playwrightCounts(playwrightReport),
  },
  {
    // Written after Playwright, which empties test-results/ when it starts; written after a
    // failure too, where it tells which tests failed.
    name: 'machine evidence',
    command: bin('tsx'),
    args: [
      'scripts/charts/write-evidence.ts',
      machineEvidence.MACHINE_EVIDENCE_DIR,
      vitestReport,
      playwrightReport,
    ],
    evenAfterFailure: true,
  },
  {
    // Prints each machine's transitions taken by unit walks and browser tests, from the evidence
    // file; fails when a transition no passing unit walk took.
    name: 'machine coverage',
    command: bin('tsx'),
    args: ['scripts/charts/coverage-report.ts'],
  },
  {
    // Where the time went, for whoever makes the run shorter: the slowest files of each runner.
    name: 'slowest files',
    command: process.execPath,
    args: ['scripts/slowest-files.mjs', vitestReport, playwrightReport],
    evenAfterFailure: true,
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
  const report = readJson(file)
  if (!report) return undefined
  const { stats } = report
  // A flaky test failed, then passed on its retry: it is counted as passed, as Playwright reports
  // it, and named in the summary so that nobody mistakes it for a steady one.
  const flaky = playwrightTests(report).filter(({ status }) => status === 'flaky')
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    notes: flaky.map(({ title }) => `flaky: ${title}`),
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/**
 * The machine's CPU time so far, busy and in all (Linux's /proc/stat; undefined elsewhere): a step
 * whose cores idle part of its time can share them with another, a busy one cannot.
 */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return undefined
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
  const all = user + nice + system + idle + iowait + irq + softirq + steal
  return { busy: all - idle - iowait, all }
}

const busyShare = (before, after) =>
  before && after && after.all > before.all
    ? `cores ${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))}% busy`
    : undefined
const startedAt = Date.now()
const cpuAtStart = cpuTimes()
const totals = { passed: 0, failed: 0 }
const summary = []
let failedStep

/** Runs a step to its end: its output goes straight through, or is kept to print when it ends. */
function run(step, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now()
    const cpuBefore = cpuTimes()
    const output = []
    const child = spawn(step.command, step.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    })
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
    }
    const end = (status, error) => {
      if (buffered) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output)}`)
      const busy = busyShare(cpuBefore, cpuTimes())
      resolve({ step, ok: status === 0, took: Date.now() - started, busy, error })
    }
    child.on('error', (error) => end(null, error))
    child.on('close', (status) => end(status))
  })
}

function record({ step, ok, took, busy, error }) {
  const counts = step.counts?.()
  if (counts) {
    totals.passed += counts.passed
    totals.failed += counts.failed
  }
  const detail = [
    counts && `${counts.passed} passed, ${counts.failed} failed`,
    // The static checks run side by side: one figure for all of them is on the last line.
    step.counts && busy,
  ]
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('')
  summary.push(`${ok ? '✓' : '✗'} ${step.name} (${seconds(took)}${detail})`)
  for (const note of counts?.notes ?? []) summary.push(`  ${note}`)
  if (!ok) {
    failedStep ??= step.name
    if (error) process.stderr.write(`${step.name} could not start: ${error.message}\n`)
  }
  return ok
}

const staticResults = await Promise.all(staticChecks.map((step) => run(step, { buffered: true })))
if (staticResults.map(record).every(Boolean)) {
  for (const step of steps) {
    if (failedStep && !step.evenAfterFailure) continue
    process.stdout.write(`\n▶ ${step.name}\n`)
    record(await run(step, { buffered: false }))
  }
}

rmSync(reportDir, { recursive: true, force: true })
// The static checks ran side by side, so the steps' times overlap: the whole run is this line.
const busyOverall = busyShare(cpuAtStart, cpuTimes())
summary.push(
  `  npm test took ${seconds(Date.now() - startedAt)}${busyOverall ? `, ${busyOverall}` : ''}`,
)
process.stdout.write(`\n${summary.join('\n')}\n`)
if (failedStep) {
  process.stdout.write(`Stopped at ${failedStep}.\n`)
  process.exitCode = 1
}
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed\n`)
