import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import { machineModels } from '#tooling/machine-models/machine-models.ts'
import { indexTransitions } from '#tooling/machine-coverage.ts'
import { activeStateName } from '#tooling/model-paths.ts'
import { countStates, type ChartedMachine } from '../charts/chart-pages.ts'
import {
  allStateNodes,
  invokedActors,
  specRuleOf,
  stateName,
  transitionLabel,
} from '../charts/state-chart.ts'
import { describeTestPlan } from '../charts/test-plan.ts'
import type {
  ConsoleMachine,
  ConsolePath,
  ConsolePathStep,
  ConsoleState,
  ConsoleTransition,
  MachineSummary,
} from './console-types.ts'
import { evidenceOf, reachOf, type EvidenceSource } from './evidence.ts'

/** The machine's states, transitions and test plan, with what the last test run recorded. */
export async function consoleMachine(
  charted: ChartedMachine,
  source: EvidenceSource,
): Promise<ConsoleMachine> {
  const { machine, file } = charted
  const transitions = consoleTransitions(machine, source)
  const model = machineModels[machine.id]
  return {
    id: machine.id,
    file,
    description: machine.root.description ?? '',
    rootId: machine.root.id,
    states: allStateNodes(machine).map((node) => consoleState(machine, node)),
    transitions,
    ...(model
      ? { plan: { walkedBy: model.walkedBy, paths: await consolePlan(machine, transitions) } }
      : {}),
    evidenceFile: source.file,
  }
}

export function machineSummary({ machine, file }: ChartedMachine): MachineSummary {
  return {
    id: machine.id,
    file,
    description: machine.root.description ?? '',
    states: countStates(machine),
    transitions: indexTransitions(machine).size,
  }
}

function consoleState(machine: AnyStateMachine, node: AnyStateNode): ConsoleState {
  return {
    id: node.id,
    name: node === machine.root ? machine.id : stateName(machine, node.id),
    key: node.key,
    type: node.type,
    description: node.description ?? '',
    ...(node.parent ? { parent: node.parent.id } : {}),
    children: Object.values(node.states).map((child) => (child as AnyStateNode).id),
    invokes: invokedActors(node),
  }
}

/** Every transition of the machine, with its SPEC sections and the tests that took it. */
export function consoleTransitions(machine: AnyStateMachine, source: EvidenceSource) {
  return [...indexTransitions(machine)].map(([definition, info]): ConsoleTransition => {
    const evidence = evidenceOf(source.evidence, machine.id, info.id)
    return {
      id: info.id,
      source: info.source,
      targets: info.targets,
      label: transitionLabel(machine, info),
      spec: specRuleOf(definition) ?? null,
      evidence,
      reach: reachOf(evidence),
      notInBrowser: machineModels[machine.id]?.notInBrowser[info.id] ?? null,
    }
  })
}

async function consolePlan(
  machine: AnyStateMachine,
  transitions: ConsoleTransition[],
): Promise<ConsolePath[]> {
  const options = machineModels[machine.id]!.options()
  const evidenceByPath = new Map<string, ConsolePath['evidence']>()
  for (const transition of transitions) {
    for (const entry of transition.evidence) {
      if (entry.path === null) continue
      const entries = evidenceByPath.get(entry.path) ?? []
      if (!entries.some((seen) => sameTest(seen, entry))) entries.push(entry)
      evidenceByPath.set(entry.path, entries)
    }
  }
  // The plan plays each path on a live actor: its snapshots are the states the steps light.
  const plan = await describeTestPlan(options)
  return plan.map(({ id, steps: planned }) => {
    const steps = planned.map(({ words, eventType, snapshot }, stepIndex): ConsolePathStep => ({
      text: words,
      stateIds: activeStateIds(snapshot),
      transitionIds:
        stepIndex === 0
          ? []
          : stepTransitions(transitions, planned[stepIndex - 1]!.snapshot, snapshot, eventType),
    }))
    return {
      id,
      reaches: activeStateName(machine, planned.at(-1)?.snapshot),
      steps,
      evidence: evidenceByPath.get(id) ?? [],
    }
  })
}

const sameTest = (a: { level: string; file: string; title: string }, b: typeof a) =>
  a.level === b.level && a.file === b.file && a.title === b.title

function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
}

/**
 * The transitions that can have taken a step: those of the step's event leaving a state the actor
 * was in, whose targets it is now in (or that stay, when it did not move). Guarded alternatives
 * that lead to the same place are all named: the plan does not record which guard held.
 */
export function stepTransitions(
  transitions: readonly ConsoleTransition[],
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  eventType: string,
): string[] {
  const was = new Set(before._nodes.map((node) => node.id))
  const is = new Set(after._nodes.map((node) => node.id))
  const candidates = transitions.filter(
    (transition) => was.has(transition.source) && transitionEvent(transition) === eventType,
  )
  const leading = candidates.filter((transition) =>
    transition.targets.length ? transition.targets.every((target) => is.has(target)) : true,
  )
  const moved = leading.filter((transition) => transition.targets.length > 0)
  return (moved.length ? moved : leading).map((transition) => transition.id)
}

/** The event part of a transition id (`<source>:<event>:<position>`; the source holds no `:`). */
function transitionEvent(transition: ConsoleTransition): string {
  return transition.id.slice(transition.source.length + 1, transition.id.lastIndexOf(':'))
}
