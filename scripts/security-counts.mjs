// Counts of the reliability and security suite (docs/security.md), read from the JSON reports of a
// vitest run and a Playwright run: every test tagged with a category (`faults`, `races`, `attacks`:
// vitest's `{ tags: ['races'] }`, Playwright's `@races`) is one case. `tried` counts the cases that
// ran, `held` those that passed (the fault was survived, the race lost nothing, the attack was
// refused), `lost` those that failed (data lost or someone let in). A case that did not run
// (skipped, or its file never loaded) is not tried.
//
//   node scripts/security-counts.mjs <vitest.json> <playwright.json>
//
// Exits with 1 when a case was lost or no case was tried at all.
import { existsSync, readFileSync } from 'node:fs'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { playwrightTests } from './playwright-report.mjs'

export const CATEGORIES = ['faults', 'races', 'attacks']

/** The category a test's tags give it, if any. */
function categoryOf(tags) {
  return CATEGORIES.find((category) => tags.includes(category))
}

function readJson(file) {
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** vitest's JSON reporter: one assertion result per test, with its describe titles. */
function vitestCases(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      title: [...test.ancestorTitles, test.title].join(' › '),
      tags: test.tags ?? [],
      outcome: { passed: 'held', failed: 'lost' }[test.status],
    })),
  )
}

/** Playwright's JSON reporter: a flaky case failed, then held on its retry. */
function playwrightCases(report) {
  return playwrightTests(report).map(({ title, tags, status }) => ({
    title,
    tags,
    outcome: { expected: 'held', flaky: 'held', unexpected: 'lost' }[status],
  }))
}

export function countSecurityCases(vitestReport, playwrightReport) {
  const counts = Object.fromEntries(
    CATEGORIES.map((category) => [category, { tried: 0, held: 0, lost: 0, lostTitles: [] }]),
  )
  for (const { title, tags, outcome } of [
    ...vitestCases(vitestReport),
    ...playwrightCases(playwrightReport),
  ]) {
    const category = categoryOf(tags)
    if (!category || !outcome) continue
    const count = counts[category]
    count.tried += 1
    count[outcome] += 1
    if (outcome === 'lost') count.lostTitles.push(title)
  }
  return counts
}

export function formatCounts(counts) {
  const rows = CATEGORIES.map((category) => {
    const { tried, held, lost } = counts[category]
    return `  ${category.padEnd(8)} tried ${String(tried).padStart(4)}   held ${String(held).padStart(4)}   lost ${String(lost).padStart(4)}`
  })
  const lostTitles = CATEGORIES.flatMap((category) =>
    counts[category].lostTitles.map((title) => `  lost: ${title}`),
  )
  return ['security suite:', ...rows, ...lostTitles].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [vitestFile, playwrightFile] = process.argv.slice(2)
  const counts = countSecurityCases(readJson(vitestFile), readJson(playwrightFile))
  process.stdout.write(`${formatCounts(counts)}\n`)
  const tried = CATEGORIES.reduce((sum, category) => sum + counts[category].tried, 0)
  const lost = CATEGORIES.reduce((sum, category) => sum + counts[category].lost, 0)
  if (tried === 0 || lost > 0) process.exitCode = 1
}
