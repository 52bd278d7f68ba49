// `npm run test:security`: only the reliability and security suite (docs/security.md), then its
// counts per category: every test tagged with a category, wherever it is (the suite's own folders,
// or a test elsewhere that already tries an item of it). `npm test` runs the same tests in its
// vitest and Playwright steps and prints the same counts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { CATEGORIES, countSecurityCases, formatCounts } from './security-counts.mjs'

const reportDir = mkdtempSync(join(tmpdir(), 'test-security-'))
const vitestReport = join(reportDir, 'vitest.json')
const playwrightReport = join(reportDir, 'playwright.json')
const bin = (name) => join('node_modules', '.bin', name)

function run(command, args, env = {}) {
  process.stdout.write(`\n▶ ${[command, ...args].join(' ')}\n`)
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

// On PostgreSQL, as npm test runs them; the scale suite starts its own servers. vitest reads each
// file's tags without running it (preParse) and runs only the files that hold a tagged test.
const vitestStatus = run(bin('tsx'), [
  'scripts/with-postgres.ts',
  bin('vitest'),
  'run',
  '--tags-filter',
  CATEGORIES.join(' || '),
  '--experimental.preParse',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
// Playwright's --grep matches a test's tags as well as its title.
const playwrightStatus = run(
  bin('playwright'),
  [
    'test',
    '--grep',
    CATEGORIES.map((category) => `@${category}`).join('|'),
    '--reporter=list,json',
  ],
  { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
)

const counts = countSecurityCases(readJson(vitestReport), readJson(playwrightReport))
rmSync(reportDir, { recursive: true, force: true })
const tried = Object.values(counts).reduce((sum, count) => sum + count.tried, 0)
const lost = Object.values(counts).reduce((sum, count) => sum + count.lost, 0)
process.stdout.write(`\n${formatCounts(counts)}\n`)
process.stdout.write(`tests: ${tried - lost} passed, ${lost} failed\n`)
// A file that failed to load has no cases in the report: the runners' own status catches it.
if (tried === 0 || lost > 0 || vitestStatus !== 0 || playwrightStatus !== 0) process.exitCode = 1
