import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import process from 'node:process'

/**
 * Where tests leave what they took of the machines, for `npm test` to gather into
 * test-results/machine-evidence.json once every test has run. `npm test` sets it; a test run
 * without it (a developer's `npx vitest run`) records nothing.
 */
export const EVIDENCE_DIR_VARIABLE = 'MACHINE_EVIDENCE_DIR'

/** `unit`: a model walk in vitest (live actor or rendered screen); `browser`: a test in Chromium. */
export type EvidenceLevel = 'unit' | 'browser'

/** A test, as its runner's report names it: the file from the repository's root, and its titles. */
export interface TestName {
  file: string
  /** From the outermost describe block down to the test's own title. */
  titles: string[]
}

/** The transitions (their coverage ids) one test took of one machine, along one path or none. */
export interface WalkRecord extends TestName {
  level: EvidenceLevel
  /** The model path the test played (`p-3fa9c2`); null for a test that plays none. */
  path: string | null
  machine: string
  transitions: string[]
}

/** Records what tests took; every call gets a file of its own, so workers never clash. */
export function recordWalks(records: readonly WalkRecord[]): void {
  const dir = process.env[EVIDENCE_DIR_VARIABLE]
  if (!dir || records.length === 0) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(records))
}

/** Every record left in `dir`. */
export function readWalks(dir: string): WalkRecord[] {
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
  return files.flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as WalkRecord[])
}

/**
 * The vitest test running now, when evidence is being recorded (undefined otherwise, and outside
 * vitest: the chart scripts play the same paths). Its titles are those vitest's JSON report gives.
 */
export async function currentTestName(): Promise<TestName | undefined> {
  if (!process.env[EVIDENCE_DIR_VARIABLE]) return undefined
  const { getCurrentTest } = await import('vitest/suite')
  const test = getCurrentTest()
  if (!test) return undefined
  // As vitest's JSON report names it: the describe blocks' names out to in, then the test's.
  const titles = [test.name]
  for (let suite = test.suite; suite; suite = suite.suite) titles.unshift(suite.name)
  return { file: relative(process.cwd(), test.file.filepath), titles }
}
