// Where a run's time went: the slowest files of each runner, read from the JSON reports `npm test`
// writes, for whoever makes the run shorter. A vitest file's time runs from its start to its end in
// its worker; a Playwright file's is the sum of its tests' runs, which its workers share.
//
//   node scripts/slowest-files.mjs <vitest.json> <playwright.json>
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import process from 'node:process'
import { playwrightTests } from './playwright-report.mjs'

const SHOWN = 20

function readJson(file) {
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** vitest's JSON reporter: each file with its start and end. */
function vitestFiles(report) {
  return (report?.testResults ?? []).map((file) => ({
    file: relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }))
}

/** Playwright's JSON reporter: each file with the time its tests took. */
function playwrightFiles(report) {
  const byFile = new Map()
  for (const { file, duration } of playwrightTests(report)) {
    const entry = byFile.get(file) ?? { file: `tests/e2e/${file}`, ms: 0, tests: 0 }
    entry.ms += duration
    entry.tests += 1
    byFile.set(file, entry)
  }
  return [...byFile.values()]
}

function print(runner, files) {
  if (files.length === 0) return
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SHOWN)
  process.stdout.write(`${runner}, the ${slowest.length} slowest of ${files.length} files:\n`)
  for (const { file, ms, tests } of slowest) {
    const seconds = `${(ms / 1000).toFixed(1)} s`.padStart(8)
    process.stdout.write(`${seconds}  ${file} (${tests} ${tests === 1 ? 'test' : 'tests'})\n`)
  }
}

const [vitestReport, playwrightReport] = process.argv.slice(2).map(readJson)
print('vitest', vitestFiles(vitestReport))
print('Playwright (time summed over its workers)', playwrightFiles(playwrightReport))
