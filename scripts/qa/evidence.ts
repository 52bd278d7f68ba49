import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { EvidenceEntry, TransitionReach } from './console-types.ts'

/** Where `npm test` records which tests took each transition. */
export const EVIDENCE_FILE = 'test-results/machine-evidence.json'

/** Machine id -> transition id -> the tests that took it in the last run. */
export type Evidence = Map<string, Map<string, EvidenceEntry[]>>

export interface EvidenceSource {
  /** The file read, or null when it does not exist yet (no `npm test` since the clone). */
  file: string | null
  evidence: Evidence
}

/** The evidence file QA_EVIDENCE_FILE names, else the one `npm test` writes. */
export function evidenceFilePath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.QA_EVIDENCE_FILE ?? EVIDENCE_FILE)
}

/**
 * Reads the evidence file on each call, so a console left open shows the latest run after a
 * reload. A file that is not in the shape is an error, not an empty run.
 */
export function readEvidence(file: string): EvidenceSource {
  if (!existsSync(file)) return { file: null, evidence: new Map() }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const machines = (parsed as { machines?: unknown }).machines
  if (!isRecord(machines)) throw new Error(`${file} has no "machines" object.`)
  const evidence: Evidence = new Map()
  for (const [machineId, machine] of Object.entries(machines)) {
    const transitions = isRecord(machine) ? machine.transitions : undefined
    if (!isRecord(transitions)) throw new Error(`${file}: machine ${machineId} has no transitions.`)
    evidence.set(
      machineId,
      new Map(
        Object.entries(transitions).map(([transitionId, entries]) => {
          if (!Array.isArray(entries) || !entries.every(isEntry)) {
            throw new Error(`${file}: ${machineId} ${transitionId} is not a list of test entries.`)
          }
          return [transitionId, entries]
        }),
      ),
    )
  }
  return { file, evidence }
}

/** The tests that took a transition; none when the run did not record the machine. */
export function evidenceOf(evidence: Evidence, machineId: string, transitionId: string) {
  return evidence.get(machineId)?.get(transitionId) ?? []
}

/** A skipped test took nothing: the levels of the tests that ran through the transition. */
export function reachOf(entries: readonly EvidenceEntry[]): TransitionReach {
  const ran = entries.filter((entry) => entry.result !== 'skipped')
  const unit = ran.some((entry) => entry.level === 'unit')
  const browser = ran.some((entry) => entry.level === 'browser')
  if (unit && browser) return 'both'
  if (unit) return 'unit'
  if (browser) return 'browser'
  return 'never'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEntry(value: unknown): value is EvidenceEntry {
  if (!isRecord(value)) return false
  return (
    (value.level === 'unit' || value.level === 'browser') &&
    typeof value.file === 'string' &&
    typeof value.title === 'string' &&
    (typeof value.path === 'string' || value.path === null) &&
    (value.result === 'passed' || value.result === 'failed' || value.result === 'skipped')
  )
}
