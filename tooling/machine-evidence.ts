import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import type { EvidenceLevel, TestName, WalkRecord } from './evidence-record.ts'
import { indexTransitions } from './machine-coverage.ts'

/** Where `npm test` leaves the evidence, kept after the run for QA and the console to read. */
export const EVIDENCE_FILE = 'test-results/machine-evidence.json'

export type TestResult = 'passed' | 'failed' | 'skipped'

/** One test that took a transition: which, at which level, along which path, and how it ended. */
export interface EvidenceEntry {
  level: EvidenceLevel
  file: string
  /** The describe blocks' titles and the test's, joined by ` › `. */
  title: string
  /** The model path the test played; null for a test that plays none. */
  path: string | null
  result: TestResult
}

/** Every transition of every machine (by its coverage id), with the tests that took it. */
export interface MachineEvidence {
  machines: Record<string, { transitions: Record<string, EvidenceEntry[]> }>
}

/** The results of a run's tests, by `testKey`. */
export type TestResults = Map<string, TestResult>

export function testKey(level: EvidenceLevel, { file, titles }: TestName): string {
  return JSON.stringify([level, file, ...titles])
}

/**
 * The evidence of one run: every transition of each machine listed, those no test took with an
 * empty list. A test whose result the reports lack counts as failed: it started and never finished.
 */
export function buildEvidence(
  machines: readonly AnyStateMachine[],
  walks: readonly WalkRecord[],
  results: TestResults,
): MachineEvidence {
  const evidence: MachineEvidence = { machines: {} }
  for (const machine of machines) {
    const transitions: Record<string, EvidenceEntry[]> = {}
    for (const { id } of indexTransitions(machine).values()) transitions[id] = []
    evidence.machines[machine.id] = { transitions }
  }
  const added = new Set<string>()
  for (const walk of walks) {
    const transitions = evidence.machines[walk.machine]?.transitions
    if (!transitions) continue
    const entry: EvidenceEntry = {
      level: walk.level,
      file: walk.file,
      title: walk.titles.join(' › '),
      path: walk.path,
      result: results.get(testKey(walk.level, walk)) ?? 'failed',
    }
    for (const id of walk.transitions) {
      // A test that walks the same path twice (a retry, a prefix played again) is listed once.
      const key = JSON.stringify([
        walk.machine,
        id,
        entry.level,
        entry.file,
        entry.title,
        entry.path,
      ])
      if (!transitions[id] || added.has(key)) continue
      added.add(key)
      transitions[id].push(entry)
    }
  }
  return evidence
}

export function readEvidence(file: string = EVIDENCE_FILE): MachineEvidence {
  return JSON.parse(readFileSync(file, 'utf8')) as MachineEvidence
}

interface VitestReport {
  testResults: Array<{
    name: string
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string }>
  }>
}

/** Each test's result in vitest's JSON report (`--reporter=json`). */
export function vitestResults(report: VitestReport, root: string): TestResults {
  const results: TestResults = new Map()
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const name = { file: relative(root, file.name), titles: [...test.ancestorTitles, test.title] }
      results.set(testKey('unit', name), vitestResult(test.status))
    }
  }
  return results
}

function vitestResult(status: string): TestResult {
  if (status === 'passed' || status === 'failed') return status
  // skipped, pending, todo
  return 'skipped'
}

interface PlaywrightSuite {
  title: string
  specs?: Array<{ title: string; file: string; tests: Array<{ status: string }> }>
  suites?: PlaywrightSuite[]
}

interface PlaywrightReport {
  config: { rootDir: string }
  suites?: PlaywrightSuite[]
}

/** Each test's result in Playwright's JSON report: a flaky test (failed, then passed) passed. */
export function playwrightResults(report: PlaywrightReport, root: string): TestResults {
  const results: TestResults = new Map()
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const file = relative(root, join(report.config.rootDir, spec.file))
      for (const test of spec.tests) {
        const name = { file, titles: [...titles, spec.title] }
        results.set(testKey('browser', name), playwrightResult(test.status))
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  // The outermost suites are the files: their title is the file, not a describe block's.
  for (const fileSuite of report.suites ?? []) walk(fileSuite, [])
  return results
}

function playwrightResult(status: string): TestResult {
  if (status === 'expected' || status === 'flaky') return 'passed'
  if (status === 'skipped') return 'skipped'
  return 'failed'
}
