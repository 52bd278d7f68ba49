import { getStateNodes } from '@xstate/graph'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionId } from '#machines/transition-id.ts'

export type TransitionKind =
  'on' | 'always' | 'after' | 'invoke.onDone' | 'invoke.onError' | 'onDone'

/** One transition of a machine as a QA table shows it; guarded alternatives are separate rows. */
export interface TransitionInfo {
  /** Stable within a machine: `<source id>:<event>:<position among that event's alternatives>`. */
  id: string
  label: string
  kind: TransitionKind
  source: string
  /** The event type, or `always` for an eventless transition. */
  event: string
  guard?: string
  /** Target state ids; empty when the transition stays in its state. */
  targets: string[]
}

export interface MachineCoverage {
  /** Every state node id except the machine's root. */
  states: string[]
  transitions: TransitionInfo[]
  /** Ids of the transitions that were walked. */
  covered: string[]
}

/** Every transition the machine defines, keyed by the definition objects its actors report. */
export function indexTransitions(
  machine: AnyStateMachine,
): Map<AnyTransitionDefinition, TransitionInfo> {
  const index = new Map<AnyTransitionDefinition, TransitionInfo>()
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const byEvent: Array<[string, readonly AnyTransitionDefinition[]]> = [
      ...node.transitions.entries(),
      ['', node.always ?? []],
    ]
    for (const [eventType, alternatives] of byEvent) {
      for (const definition of alternatives) {
        index.set(definition, describeTransition(node, eventType, definition))
      }
    }
  }
  return index
}

export function describeMachineCoverage(
  machine: AnyStateMachine,
  walked: Iterable<AnyTransitionDefinition> = [],
): MachineCoverage {
  const index = indexTransitions(machine)
  const covered = new Set<string>()
  for (const definition of walked) {
    const info = index.get(definition)
    if (info) covered.add(info.id)
  }
  const transitions = [...index.values()]
  return {
    states: getStateNodes(machine.root).map((node) => node.id),
    transitions,
    covered: transitions.filter((t) => covered.has(t.id)).map((t) => t.id),
  }
}

export function uncoveredTransitions(coverage: MachineCoverage): TransitionInfo[] {
  const covered = new Set(coverage.covered)
  return coverage.transitions.filter((t) => !covered.has(t.id))
}

function describeTransition(
  node: AnyStateNode,
  eventType: string,
  definition: AnyTransitionDefinition,
): TransitionInfo {
  const event = eventType === '' ? 'always' : eventType
  const guard = guardLabel(definition.guard)
  const targets = (definition.target ?? []).map((target) => target.id)
  const arrow = targets.length ? targets.join(', ') : definition.reenter ? '(re-enters)' : '(stays)'
  return {
    id: idOf(definition),
    label: `${node.id} -- ${event}${guard ? ` [${guard}]` : ''} --> ${arrow}`,
    kind: kindOf(eventType),
    source: node.id,
    event,
    ...(guard ? { guard } : {}),
    targets,
  }
}

/** The browser names what a page's actors took with the same function (src/lib/machine-evidence.ts). */
function idOf(definition: AnyTransitionDefinition): string {
  const id = transitionId(definition)
  if (id === undefined) throw new Error(`${definition.source.id} lists a transition it cannot name`)
  return id
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType.startsWith('xstate.done.actor.')) return 'invoke.onDone'
  if (eventType.startsWith('xstate.error.actor.')) return 'invoke.onError'
  if (eventType.startsWith('xstate.done.state.')) return 'onDone'
  return 'on'
}

function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    // xstate's and/or/not/stateIn are functions carrying their operands.
    const { guards, stateValue } = guard as { guards?: unknown[]; stateValue?: unknown }
    if (guards) return `${guard.name}(${guards.map(guardLabel).join(', ')})`
    if (stateValue !== undefined) return `${guard.name}(${JSON.stringify(stateValue)})`
    return guard.name || 'inline guard'
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    // A guard with parameters says what it checks: `choosesAnother(method: qr)`.
    const { type, params } = guard as { type: unknown; params?: unknown }
    return `${String(type)}${paramsInWords(params)}`
  }
  return 'guard'
}

function paramsInWords(params: unknown): string {
  if (params === undefined) return ''
  if (typeof params !== 'object' || params === null) return '(computed)'
  const pairs = Object.entries(params).map(([key, value]) => `${key}: ${String(value)}`)
  return `(${pairs.join(', ')})`
}
