import { createHash } from 'node:crypto'
import {
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type StatePath,
  type TraversalOptions,
} from '@xstate/graph'
import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
} from 'xstate'
import type { ControlledPromises } from './controlled-promises.ts'
import {
  describeMachineCoverage,
  indexTransitions,
  uncoveredTransitions,
  type MachineCoverage,
} from './machine-coverage.ts'
import { currentTestName, recordWalks, type WalkRecord } from './evidence-record.ts'
import { fewestCovering } from './fewest-covering.ts'
import { StepClock } from './step-clock.ts'

// @xstate/graph types a path's states as what the machine's transition() returns.
export type ModelSnapshot<TMachine extends AnyStateMachine> = ReturnType<TMachine['transition']>
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>
type Snapshot<TMachine extends AnyStateMachine> = ModelSnapshot<TMachine>
type Event<TMachine extends AnyStateMachine> = ModelEvent<TMachine>

type GraphPath<TMachine extends AnyStateMachine> = StatePath<Snapshot<TMachine>, Event<TMachine>>

/** A path of the model, with the id the chart's test plan, the unit walk and the browser name it by. */
export type ModelPath<TMachine extends AnyStateMachine> = GraphPath<TMachine> & { id: string }

type Payloads<TSnapshot, TEvent> = readonly TEvent[] | ((snapshot: TSnapshot) => readonly TEvent[])

export type EventPayloads<TMachine extends AnyStateMachine> = {
  [TType in Event<TMachine>['type']]?: Payloads<
    Snapshot<TMachine>,
    Extract<Event<TMachine>, { type: TType }>
  >
} & { [TType in `xstate.${string}`]?: Payloads<Snapshot<TMachine>, AnyEventObject> }

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** The machine under test, already `.provide()`d with fakes for every actor it invokes. */
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * Payloads for the event types a state accepts, by type; each state is tried with the payloads
   * of every type it accepts, and a type without payloads is sent bare.
   * `xstate.done.actor.<id>` carries `output`, `xstate.error.actor.<id>` carries `error`.
   */
  events?: EventPayloads<TMachine>
  /** What makes two states the same: keeps the state space small, and is what steps compare. */
  serializeState?: (snapshot: Snapshot<TMachine>) => string
  /** The registry the machine's promise fakes were made with, so invoke steps settle them. */
  promises?: ControlledPromises
  /**
   * Also walk every simple path (default true). A form whose fields can be typed in any order has
   * too many of them; its shortest paths still take every transition.
   */
  simplePaths?: boolean
}

/** One walked path, for a QA test plan: the event of each step and the states it reached. */
export interface PathRecord {
  id: string
  description: string
  steps: Array<{ event: string; stateIds: string[] }>
}

export interface ModelWalk {
  paths: PathRecord[]
  coverage: MachineCoverage
}

/** What a walk hands to the actor (or the component holding it) it starts for each path. */
export interface PathHarness {
  /** Give it to the actor as `clock`: `xstate.after.*` steps fire its timers. */
  clock: StepClock
  /** Give it to the actor as `inspect`: the walk reads the actor's state and transitions from it. */
  inspect: (event: InspectionEvent) => void
}

/** How a walk plays one path against the system under test. */
export interface PathDriver<TMachine extends AnyStateMachine> {
  /** Starts a fresh actor, or renders a fresh component, wired to the harness. */
  start: (harness: PathHarness) => Promise<void> | void
  /** Plays an event that is neither a controlled promise's outcome nor a timer. */
  deliver: (event: Event<TMachine>) => Promise<void> | void
  /** Runs the walk's own moves (settling a promise, firing a timer). */
  run: (move: () => void) => Promise<void> | void
  /** Checks what else must hold once the actor is in the step's state. */
  check: (snapshot: Snapshot<TMachine>) => Promise<void> | void
  stop: () => void
}

const STATE_WAIT_MS = 1_000
const MAX_TIMERS_PER_STEP = 1_000

/**
 * The shortest and the simple paths through the machine, without duplicates or prefixes.
 *
 * Paths that reach every state can still skip transitions (one back to a state already reached),
 * so the shortest paths are searched over transitions: each (state, event type, next state) is a
 * node of its own, and one shortest path leads through each. The event's payload is left out of
 * that key, or payloads holding times would make the graph endless.
 */
export function getModelPaths<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): Array<ModelPath<TMachine>> {
  const stateKey = stateSerializer(options)
  const transitionKey = (
    snapshot: Snapshot<TMachine>,
    event: Event<TMachine> | undefined,
    previous?: Snapshot<TMachine>,
  ) =>
    event && previous
      ? `${stateKey(snapshot)} via ${event.type} from ${stateKey(previous)}`
      : stateKey(snapshot)
  // @xstate/graph spreads these over its defaults: a key set to undefined would erase one, and
  // its own `events` replace (rather than complete) the event types each state accepts.
  const traversal: TraversalOptions<Snapshot<TMachine>, Event<TMachine>, InputFrom<TMachine>> = {
    events: (snapshot) => eventsAccepted(snapshot, options.events ?? {}),
    ...(options.input === undefined ? {} : { input: options.input }),
  }
  const paths = withoutRedundantPaths([
    ...getShortestPaths(options.machine, { ...traversal, serializeState: transitionKey }),
    ...(options.simplePaths === false
      ? []
      : getSimplePaths(options.machine, { ...traversal, serializeState: stateKey })),
  ])
  return withIds(options.machine, paths)
}

const PATH_ID_HEX_DIGITS = 6

/**
 * A path's id, from what it is: each step's event with its payload and the state it reaches
 * (`p-3fa9c2`). It stays the same while the machine, its model and the generator leave the path as
 * it is, wherever the path sits in the plan; a path whose step changes gets another.
 */
export function pathId(path: GraphPath<AnyStateMachine>): string {
  const content = path.steps.map((step) => [
    JSON.stringify(step.event, errorsInWords),
    JSON.stringify((step.state as AnyMachineSnapshot).value),
  ])
  const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex')
  return `p-${hash.slice(0, PATH_ID_HEX_DIGITS)}`
}

// An error's own fields are not enumerable: JSON would write every error as {}.
function errorsInWords(_key: string, value: unknown): unknown {
  return value instanceof Error ? `${value.name}: ${value.message}` : value
}

function withIds<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: Array<GraphPath<TMachine>>,
): Array<ModelPath<TMachine>> {
  const identified = paths.map((path) => ({ ...path, id: pathId(path) }))
  const seen = new Map<string, ModelPath<TMachine>>()
  for (const path of identified) {
    const same = seen.get(path.id)
    // Identical paths were dropped above: two ids alike are two paths whose hashes start alike.
    if (same) {
      throw new Error(
        `Two paths of '${machine.id}' share the id ${path.id}; lengthen PATH_ID_HEX_DIGITS:\n` +
          `  ${describePath(machine, same)}\n  ${describePath(machine, path)}`,
      )
    }
    seen.set(path.id, path)
  }
  return identified
}

function stateSerializer<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): (snapshot: Snapshot<TMachine>) => string {
  return options.serializeState ?? ((snapshot) => serializeSnapshot(snapshot))
}

/** The events a state accepts, each with every payload the model gives its type (bare without one). */
export function eventsAccepted<TMachine extends AnyStateMachine>(
  snapshot: Snapshot<TMachine>,
  payloads: EventPayloads<TMachine>,
): Array<Event<TMachine>> {
  const byType = payloads as Record<string, Payloads<Snapshot<TMachine>, Event<TMachine>>>
  return getAllOwnEventDescriptors(snapshot as AnyMachineSnapshot).flatMap((type) => {
    const given = byType[type]
    const events = typeof given === 'function' ? given(snapshot) : given
    return events?.length ? [...events] : [{ type } as Event<TMachine>]
  })
}

/** Plays every model path against a live actor of the machine, checking the state after each step. */
export function walkMachinePaths<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): Promise<ModelWalk> {
  return walkModel(options, liveActorDriver(options))
}

/**
 * The snapshot of a live actor after each step of the path, the start included: the state a test
 * plan prints (`form.editing`) and the QA console lights. The path's own states are the graph's, which can differ from the
 * actor's where the model's state key leaves something out.
 */
export async function actorSnapshotsOfPath<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  path: ModelPath<TMachine>,
): Promise<AnyMachineSnapshot[]> {
  const snapshots: AnyMachineSnapshot[] = []
  await playPath(options, liveActorDriver(options), path, {
    onState: (snapshot) => snapshots.push(snapshot),
  })
  return snapshots
}

function liveActorDriver<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): PathDriver<TMachine> {
  let actor: AnyActorRef | undefined
  let failure: unknown
  return {
    start: (harness) => {
      failure = undefined
      actor = createActor(options.machine, {
        input: options.input,
        clock: harness.clock,
        inspect: harness.inspect,
      })
      actor.subscribe({ error: (error) => (failure = error) })
      actor.start()
    },
    deliver: (event) => actor?.send(event),
    run: (move) => move(),
    check: () => {
      if (failure) throw failure
    },
    stop: () => actor?.stop(),
  }
}

/**
 * Plays every model path through a driver, then fails when a transition the machine defines was
 * never taken by the system under test.
 */
export async function walkModel<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  driver: PathDriver<TMachine>,
  selection: PathSelection = 'every',
): Promise<ModelWalk> {
  const modelPaths = getModelPaths(options)
  const paths =
    selection === 'covering' ? coveringPaths(modelPaths, stateSerializer(options)) : modelPaths
  const walked = new Set<AnyTransitionDefinition>()
  const transitionIndex = indexTransitions(options.machine)
  const test = await currentTestName()
  const records: WalkRecord[] = []
  // Paths share their first steps (a few hundred distinct prefixes in a few thousand steps, for
  // the larger machines). The walk is deterministic (controlled promises, a step clock), so the
  // same events from a fresh start reach the same screen: each prefix is checked once, and a later
  // path replays it only to reach its own steps.
  const checkedPrefixes = new Set<string>()
  try {
    for (const path of paths) {
      const walkedHere = new Set<AnyTransitionDefinition>()
      try {
        await playPath(options, driver, path, { checkedPrefixes, walked: walkedHere })
      } finally {
        walkedHere.forEach((transition) => walked.add(transition))
        // What the path took, up to a step that failed: the evidence of the test that walked it.
        if (test) {
          records.push({
            level: 'unit',
            ...test,
            path: path.id,
            machine: options.machine.id,
            transitions: [...walkedHere].flatMap((t) => transitionIndex.get(t)?.id ?? []),
          })
        }
      }
    }
  } finally {
    recordWalks(records)
  }

  const coverage = describeMachineCoverage(options.machine, walked)
  const missing = uncoveredTransitions(coverage)
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} transition(s) of '${options.machine.id}' were never walked:\n` +
        missing.map((t) => `  ${t.label}`).join('\n'),
    )
  }
  return { paths: paths.map((path) => recordPath(options.machine, path)), coverage }
}

interface PlayOptions {
  /** Prefixes (events so far) whose step the driver checked already; the walk adds its own. */
  checkedPrefixes?: Set<string>
  /** Receives each transition the actor takes. */
  walked?: Set<AnyTransitionDefinition>
  /** Receives the actor's snapshot once it is in each step's state, the start included. */
  onState?: (snapshot: AnyMachineSnapshot) => void
}

/**
 * Plays one path from a fresh start, checking the state after each step and the driver's checks
 * after each step whose prefix is not in `checkedPrefixes`.
 */
async function playPath<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
  driver: PathDriver<TMachine>,
  path: ModelPath<TMachine>,
  { checkedPrefixes = new Set(), walked = new Set(), onState }: PlayOptions = {},
): Promise<void> {
  const serialize = stateSerializer(options)
  const probe = new RootProbe(walked)
  const harness: PathHarness = { clock: new StepClock(), inspect: probe.inspect }
  let stepIndex = 0
  let prefix = ''
  options.promises?.clear()
  try {
    await driver.start(harness)
    for (const [index, step] of path.steps.entries()) {
      stepIndex = index
      // Step 0 is the initial state, reached by starting the actor.
      if (index > 0) await playEvent(step.event, { driver, harness, probe, options })
      await waitForState(probe, serialize(step.state), serialize)
      if (onState && probe.snapshot) onState(probe.snapshot)
      prefix += `${JSON.stringify(step.event)}\n`
      if (!checkedPrefixes.has(prefix)) {
        checkedPrefixes.add(prefix)
        await driver.check(step.state)
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Path ${path.id} ${describePath(options.machine, path)}\nfailed at step ${stepIndex}: ${message}`,
      { cause: error },
    )
  } finally {
    driver.stop()
  }
}

/** Follows the root actor through xstate's inspection events. */
class RootProbe {
  snapshot: AnyMachineSnapshot | undefined
  private readonly received = new Set<string>()

  constructor(private readonly walked: Set<AnyTransitionDefinition>) {}

  readonly inspect = (event: InspectionEvent): void => {
    // Children (the invoked fakes) report here too; only the machine's own actor counts.
    if (event.actorRef.sessionId !== event.rootId) return
    if (event.type === '@xstate.event') this.received.add(event.event.type)
    if (event.type === '@xstate.snapshot') this.snapshot = event.snapshot as AnyMachineSnapshot
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) this.walked.add(transition)
    }
  }

  hasReceived(eventType: string): boolean {
    return this.received.has(eventType)
  }

  forgetReceived(): void {
    this.received.clear()
  }
}

interface PlayContext<TMachine extends AnyStateMachine> {
  driver: PathDriver<TMachine>
  harness: PathHarness
  probe: RootProbe
  options: ModelOptions<TMachine>
}

async function playEvent<TMachine extends AnyStateMachine>(
  event: Event<TMachine>,
  { driver, harness, probe, options }: PlayContext<TMachine>,
): Promise<void> {
  probe.forgetReceived()
  const invokeOutcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  const actorId = invokeOutcome?.[2]
  const { promises } = options

  if (actorId !== undefined && promises?.isWaiting(actorId)) {
    const outcome = event as { output?: unknown; error?: unknown }
    await driver.run(() =>
      invokeOutcome?.[1] === 'done'
        ? promises.resolve(actorId, outcome.output)
        : promises.reject(actorId, outcome.error),
    )
  } else if (event.type.startsWith('xstate.after.')) {
    await driver.run(() => fireTimersUntil(event.type, harness.clock, probe))
  } else {
    await driver.deliver(event)
  }
  await waitUntil(
    () => probe.hasReceived(event.type),
    () => `the actor never received ${event.type}`,
  )
}

function fireTimersUntil(eventType: string, clock: StepClock, probe: RootProbe): void {
  for (let fired = 0; fired < MAX_TIMERS_PER_STEP && !probe.hasReceived(eventType); fired += 1) {
    if (!clock.fireNext()) throw new Error(`no timer is pending to send ${eventType}`)
  }
}

async function waitForState<TMachine extends AnyStateMachine>(
  probe: RootProbe,
  expected: string,
  serialize: (snapshot: Snapshot<TMachine>) => string,
): Promise<void> {
  const actual = () => (probe.snapshot ? serialize(probe.snapshot as Snapshot<TMachine>) : '')
  await waitUntil(
    () => actual() === expected,
    () => {
      const { snapshot } = probe
      if (!snapshot) return 'the actor reported no state (is harness.inspect given to it?)'
      const error = snapshot.status === 'error' ? ` (actor error: ${String(snapshot.error)})` : ''
      return `expected state ${expected}\n  but the actor is in ${actual()}${error}`
    },
  )
}

async function waitUntil(condition: () => boolean, explain: () => string): Promise<void> {
  const giveUpAt = Date.now() + STATE_WAIT_MS
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error(explain())
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * Which model paths a walk plays: `every` one, or a `covering` few that still reach every state
 * and take every step (state, event, next state) of them all.
 */
export type PathSelection = 'every' | 'covering'

/**
 * The fewest steps, chosen greedily, that reach every state the paths reach and take every step
 * they take. A walk through a rendered screen pays for each step it replays: the simple paths
 * reach the same states again in other orders, which the live actor's walk plays, and a screen
 * drawn from the same state shows the same thing.
 */
function coveringPaths<TMachine extends AnyStateMachine>(
  paths: Array<ModelPath<TMachine>>,
  stateKey: (snapshot: Snapshot<TMachine>) => string,
): Array<ModelPath<TMachine>> {
  const keysOf = (path: ModelPath<TMachine>) =>
    new Set(
      path.steps.flatMap((step, index) => {
        const state = stateKey(step.state)
        if (index === 0) return [state]
        const from = stateKey(path.steps[index - 1]!.state)
        return [state, `${from} --${JSON.stringify(step.event)}--> ${state}`]
      }),
    )
  return fewestCovering(paths, keysOf, (path) => path.steps.length)
}

function withoutRedundantPaths<TPath extends { steps: Array<{ event: { type: string } }> }>(
  paths: TPath[],
): TPath[] {
  const keyed = paths.map((path) => ({
    path,
    events: path.steps.map((step) => JSON.stringify(step.event)),
  }))
  const isPrefixOf = (short: string[], long: string[]) =>
    short.length <= long.length && short.every((event, i) => event === long[i])
  return keyed
    .filter(({ events }, index) =>
      keyed.every((other, otherIndex) => {
        if (otherIndex === index || !isPrefixOf(events, other.events)) return true
        // Of two identical paths, keep the first.
        return events.length === other.events.length && index < otherIndex
      }),
    )
    .map(({ path }) => path)
}

function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id)
}

function recordPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
): PathRecord {
  return {
    id: path.id,
    description: describePath(machine, path),
    steps: path.steps.map((step) => ({
      event: step.event.type,
      stateIds: activeStateIds(step.state as AnyMachineSnapshot),
    })),
  }
}

/** The atomic states a snapshot is in, without the machine's prefix: `signedIn.tokens.idle+...`. */
export function activeStateName(machine: AnyStateMachine, snapshot: unknown): string {
  const prefix = `${machine.id}.`
  return activeStateIds(snapshot as AnyMachineSnapshot)
    .map((id) => (id.startsWith(prefix) ? id.slice(prefix.length) : id))
    .join('+')
}

/** A path on one line: `idle --user.search--> searching --xstate.done.actor.search--> found`. */
export function describePath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: GraphPath<TMachine>,
): string {
  return path.steps
    .map((step, index) => {
      const state = activeStateName(machine, step.state)
      return index === 0 ? state : `--${step.event.type}--> ${state}`
    })
    .join(' ')
}
