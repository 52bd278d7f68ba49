// What the QA console's server hands its page, as JSON. The page imports these types only.

import type { EvidenceEntry } from '#tooling/machine-evidence.ts'

/** One test that took a transition, as `npm test` writes it (test-results/machine-evidence.json). */
export type { EvidenceEntry }

/** How far the tests took a transition: at both levels, at one, or never. */
export type TransitionReach = 'both' | 'unit' | 'browser' | 'never'

export interface ConsoleState {
  id: string
  /** The id without the machine's prefix: `signedIn.tokens.idle`. */
  name: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  description: string
  /** The enclosing state's id; absent for the machine's root. */
  parent?: string
  children: string[]
  invokes: string[]
}

export interface ConsoleTransition {
  id: string
  source: string
  /** Target state ids; empty when the transition stays in its state. */
  targets: string[]
  label: string
  /** The rule of SPEC.md, DECISIONS.md or docs/decisions.md it implements (its `meta.spec`). */
  spec: string | null
  evidence: EvidenceEntry[]
  reach: TransitionReach
  /** Why no browser test takes it, as its model says (machine-models.ts `notInBrowser`). */
  notInBrowser: string | null
}

export interface ConsolePathStep {
  /** `Starts in …` or the event with its data, as the test plan reads it. */
  text: string
  /** The atomic (and final) states the actor is in after the step. */
  stateIds: string[]
  /** The transitions that can have taken the step (empty for the start). */
  transitionIds: string[]
}

export interface ConsolePath {
  id: string
  /** The state name the path ends in. */
  reaches: string
  steps: ConsolePathStep[]
  evidence: EvidenceEntry[]
}

export interface ConsoleMachine {
  id: string
  file: string
  description: string
  rootId: string
  states: ConsoleState[]
  transitions: ConsoleTransition[]
  /** Absent when no model walks the machine. */
  plan?: { walkedBy: string; paths: ConsolePath[] }
  /** Where the evidence was read from, or null when the file does not exist yet. */
  evidenceFile: string | null
}

export interface MachineSummary {
  id: string
  file: string
  description: string
  states: number
  transitions: number
}

export interface ConsoleIndex {
  machines: MachineSummary[]
  evidenceFile: string | null
}

/** One SPEC rule and the transitions that implement it, across machines. */
export interface SpecRule {
  rule: string
  transitions: Array<{ machine: string; transition: ConsoleTransition }>
}

/** A laid-out chart: positions in px, relative to the chart's top left. */
export interface ChartLayout {
  width: number
  height: number
  nodes: LaidOutNode[]
  edges: LaidOutEdge[]
}

export interface LaidOutNode {
  stateId: string
  label: string
  x: number
  y: number
  width: number
  height: number
  /** A compound state drawn with its children, or folded into one box. */
  kind: 'leaf' | 'open' | 'folded'
  final: boolean
  depth: number
  /** What the state means (its `description`), shown when the pointer rests on its box. */
  description: string
  /** The transitions that stay in the state, drawn as lines in its box under its name. */
  stays: Array<{ transitionId: string; label: string }>
}

export interface LaidOutEdge {
  transitionId: string
  label: string
  /** The polyline's points, in chart coordinates. */
  points: Array<{ x: number; y: number }>
  labelBox?: { x: number; y: number; width: number; height: number }
}
