import type { TestDetails } from '@playwright/test'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { fewestCovering } from '#tooling/fewest-covering.ts'
import {
  activeStateName,
  describePath,
  getModelPaths,
  type ModelOptions,
  type ModelPath,
} from '#tooling/model-paths.ts'
import { PATH_ANNOTATION } from './machine-evidence.ts'

/** One step of a model path as a browser test plays it: the event, and the state it leads to. */
export interface BrowserStep {
  event: AnyEventObject
  /** The state the event is sent in. */
  from: AnyMachineSnapshot
  state: AnyMachineSnapshot
  /** The step after this one, for a step that must arrange a request's outcome in advance. */
  next: { event: AnyEventObject; state: AnyMachineSnapshot } | undefined
}

/** Whether the browser can take `step` after the path's `earlier` steps. */
type Playable = (step: BrowserStep, earlier: readonly BrowserStep[]) => boolean

export interface BrowserPath {
  /**
   * `p-3fa9c2: <states and events>`, the id being the path's in the chart's test plan; `p-3fa9c2
   * (first steps): ...` when the browser plays the path up to a step it cannot produce.
   */
  name: string
  steps: BrowserStep[]
  /** The test's details (`test(path.name, path.details, ...)`): the path's id, for the evidence. */
  details: TestDetails
}

/**
 * Browser paths from the model's own paths (the same generator, payloads and state keys as its
 * unit walk and its chart's test plan). Each path is played up to its first step the browser
 * cannot produce (a timer of 15 minutes, a token renewal): what is left is a path a customer can
 * take. Of those, the fewest that take every step any of them takes are kept, so the browser
 * covers as much of the machine as it can reach without playing the same steps over and over.
 */
export function browserPaths<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  playable: Playable,
): BrowserPath[] {
  const candidates = getModelPaths(options).flatMap((path) => {
    const reachable = playablePrefix(path, playable)
    if (reachable.steps.length < 2) return []
    const whole = reachable.steps.length === path.steps.length
    return [{ label: whole ? path.id : `${path.id} (first steps)`, path: reachable }]
  })
  // A browser path costs its page load more than its steps: the fewest paths, in the test plan's
  // order, so the report reads like the chart page.
  const chosen = fewestCovering(candidates, ({ path }) => stepKeys(options.machine, path))
  return chosen.map(({ label, path }) => ({
    name: `${label}: ${describePath(options.machine, path)}`,
    steps: browserSteps(path),
    details: { annotation: { type: PATH_ANNOTATION, description: path.id } },
  }))
}

function playablePrefix<TPath extends ModelPath<AnyStateMachine>>(
  path: TPath,
  playable: Playable,
): TPath {
  const steps = browserSteps(path)
  const firstUnplayable = steps.findIndex((step, index) => !playable(step, steps.slice(0, index)))
  // Step 0 (the start) is not among the browser steps.
  const length = firstUnplayable === -1 ? path.steps.length : firstUnplayable + 1
  return { ...path, steps: path.steps.slice(0, length) }
}

/** Each step as `from --event--> to`, the states named as the chart names them. */
function stepKeys(machine: AnyStateMachine, path: ModelPath<AnyStateMachine>): Set<string> {
  // The regions of a parallel state may be listed in either order.
  const names = path.steps.map((step) =>
    activeStateName(machine, step.state).split('+').sort().join('+'),
  )
  return new Set(
    path.steps.slice(1).map((step, i) => `${names[i]} --${step.event.type}--> ${names[i + 1]}`),
  )
}

function browserSteps(path: ModelPath<AnyStateMachine>): BrowserStep[] {
  const steps = path.steps.map((step) => ({
    event: step.event as AnyEventObject,
    state: step.state as AnyMachineSnapshot,
  }))
  // Step 0 is the initial state: the page that opens the flow, not an event.
  return steps.slice(1).map((step, index) => ({
    ...step,
    from: steps[index]!.state,
    next: steps[index + 2],
  }))
}
