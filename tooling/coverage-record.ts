import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'

/**
 * Where walks leave the transitions they covered, for the table `npm test` prints at the end.
 * `npm test` sets it; a test run without it (a developer's `npx vitest run`) records nothing.
 */
export const COVERAGE_DIR_VARIABLE = 'MACHINE_COVERAGE_DIR'

/** `unit`: a model walk in vitest (live actor or rendered screen); `browser`: a path in Chromium. */
export type CoverageLevel = 'unit' | 'browser'

export interface CoverageFile {
  level: CoverageLevel
  machine: string
  covered: string[]
}

/** Records transition ids a walk covered; every call gets a file of its own, so workers never clash. */
export function recordCoverage(level: CoverageLevel, machine: string, covered: string[]): void {
  const dir = process.env[COVERAGE_DIR_VARIABLE]
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${level}-${machine}-${randomUUID()}.json`)
  writeFileSync(file, JSON.stringify({ level, machine, covered } satisfies CoverageFile))
}

/** Every transition id recorded in `dir`, by level and machine id. */
export function readCoverage(dir: string): Map<string, Record<CoverageLevel, Set<string>>> {
  const byMachine = new Map<string, Record<CoverageLevel, Set<string>>>()
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'))
  } catch {
    return byMachine
  }
  for (const name of files) {
    const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CoverageFile
    const levels = byMachine.get(record.machine) ?? { unit: new Set(), browser: new Set() }
    record.covered.forEach((id) => levels[record.level].add(id))
    byMachine.set(record.machine, levels)
  }
  return byMachine
}
