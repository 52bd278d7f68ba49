import type { IncomingMessage, ServerResponse } from 'node:http'
import { createActor } from 'xstate'
import type {
  AnyActorRef,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate'
import { redactSecrets } from '#machines/redact-secrets.ts'
import { indexTransitions } from '#tooling/machine-coverage.ts'
import { machineModels } from '#tooling/machine-models/machine-models.ts'
import { activeStateName, eventsAccepted, type ModelOptions } from '#tooling/model-paths.ts'
import { StepClock } from '#tooling/step-clock.ts'
import { delayInWords } from '../charts/state-chart.ts'
import { distinctShortener, PathTimes, payloadInWords } from '../charts/test-plan.ts'

/** One event the current state accepts, with one of the payloads the machine's model gives it. */
export interface EnabledEvent {
  type: string
  /** `xstate.done.actor.generateQr ({"output":…})`, a timer as `wait qrExpiry (300 s)`. */
  label: string
  /** What to append to the sent list to choose it. */
  event: AnyEventObject
}

/** Where the machine is after the sent events, and what may be sent next. */
export interface SimulationResult {
  machineId: string
  /** The active states as the charts and the test plan name them: `form.ready+...`. */
  state: string
  /** The active atomic and final state ids, as the chart's nodes carry them. */
  stateIds: string[]
  /** `active`, or `done` once the machine reached a final state (nothing is enabled then). */
  status: AnyMachineSnapshot['status']
  enabled: EnabledEvent[]
  /** Coverage ids (indexTransitions) of the transitions the last event took; at the start, the start's. */
  transitions: string[]
  /** The machine's context without its secrets, as JSON. */
  context: unknown
  /** How far the waits chosen so far moved the machine's clock from its start, in ms. */
  elapsedMs: number
}

/** The machine id names no machine of tooling/machine-models. */
export class UnknownMachineError extends Error {
  constructor(readonly machineId: string) {
    super(`No machine '${machineId}': the simulator runs the machines of machine-models.ts`)
  }
}

/** A sent event the state it reached could not take. */
export class RefusedEventError extends Error {
  constructor(
    readonly step: number,
    readonly eventType: string,
    readonly state: string,
    readonly enabledTypes: readonly string[],
  ) {
    super(
      `Event ${step + 1} (${eventType}) is not enabled in ${state}; ` +
        `enabled: ${enabledTypes.join(', ') || 'nothing (the machine has finished)'}`,
    )
  }
}

// A step whose event the machine has not received by then is a bug of the model, not a wait.
const STEP_WAIT_MS = 1_000
const MAX_TIMERS_PER_STEP = 1_000

/**
 * Replays the sent events on the real machine, from its start, with the fakes its model-based walk
 * uses (tooling/machine-models): the same requests settled by the step's outcome, the same step
 * clock for timers. Each call starts afresh, so a page keeps only the list of events it sent; the
 * same list always reaches the same state.
 */
export async function simulate(
  machineId: string,
  sent: readonly AnyEventObject[],
): Promise<SimulationResult> {
  const model = machineModels[machineId]
  if (!model) throw new UnknownMachineError(machineId)
  const options = model.options()
  const run = new SimulatedRun(options)
  try {
    for (const [step, event] of sent.entries()) {
      const offered = offeredEvents(options, run.snapshot)
      if (run.snapshot.status !== 'active' || !offered.some(({ type }) => type === event.type)) {
        const state = activeStateName(options.machine, run.snapshot)
        const enabledTypes = [...new Set(offered.map(({ type }) => type))]
        throw new RefusedEventError(step, event.type, state, enabledTypes)
      }
      await run.play(modelEvent(offered, event))
    }
    return describeRun(machineId, options, run, sent)
  } finally {
    run.stop()
  }
}

/**
 * The model's own event for one the page sent back as JSON: a payload JSON cannot carry whole (the
 * chat's picked File reads as its name, type and size) is played as the model made it. An event
 * no choice matches is played as sent.
 */
function modelEvent(offered: readonly AnyEventObject[], sent: AnyEventObject): AnyEventObject {
  const json = JSON.stringify(sent)
  const same = (event: AnyEventObject) => event.type === sent.type && JSON.stringify(event) === json
  return offered.find(same) ?? sent
}

/** The events the state accepts, each with every payload the model gives its type. */
function offeredEvents(
  options: ModelOptions<AnyStateMachine>,
  snapshot: AnyMachineSnapshot,
): AnyEventObject[] {
  return eventsAccepted(snapshot, options.events ?? {})
}

/** A live actor of the model's machine on a step clock, with what its last step took. */
class SimulatedRun {
  private readonly clock = new StepClock()
  private readonly actor: AnyActorRef
  private readonly received = new Set<string>()
  private readonly taken: AnyTransitionDefinition[] = []
  private failure: unknown

  constructor(private readonly options: ModelOptions<AnyStateMachine>) {
    options.promises?.clear()
    this.actor = createActor(options.machine, {
      input: options.input,
      clock: this.clock,
      inspect: this.inspect,
    })
    this.actor.subscribe({ error: (error) => (this.failure = error) })
    this.actor.start()
  }

  get elapsedMs(): number {
    return this.clock.now()
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot
  }

  /** The transitions the start or the last event took, in the order the machine took them. */
  get lastTransitions(): readonly AnyTransitionDefinition[] {
    return this.taken
  }

  /**
   * Plays one event as the walk does: an invoked request's outcome settles the request the machine
   * waits for, a timer is reached by moving the clock, anything else is sent.
   */
  async play(event: AnyEventObject): Promise<void> {
    this.received.clear()
    this.taken.length = 0
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    const actorId = outcome?.[2]
    const promises = this.options.promises
    if (actorId !== undefined && promises?.isWaiting(actorId)) {
      const settled = event as { output?: unknown; error?: unknown }
      if (outcome?.[1] === 'done') promises.resolve(actorId, settled.output)
      else promises.reject(actorId, settled.error)
    } else if (event.type.startsWith('xstate.after.')) {
      this.waitFor(event.type)
    } else {
      this.actor.send(event)
    }
    await this.untilReceived(event.type)
    // What the event set off in the same turn (a request that answers at once) belongs to it.
    await nextTurn()
    if (this.failure) throw this.failure
  }

  stop(): void {
    this.actor.stop()
  }

  /** Moves the clock timer by timer, earlier ones first, until the machine receives `eventType`. */
  private waitFor(eventType: string): void {
    for (let fired = 0; !this.received.has(eventType); fired += 1) {
      if (fired === MAX_TIMERS_PER_STEP || !this.clock.fireNext()) {
        throw new Error(`No timer sent ${eventType}`)
      }
    }
  }

  private async untilReceived(eventType: string): Promise<void> {
    const giveUpAt = Date.now() + STEP_WAIT_MS
    while (!this.received.has(eventType)) {
      if (Date.now() > giveUpAt) throw new Error(`The machine never received ${eventType}`)
      await nextTurn()
    }
  }

  private readonly inspect = (inspection: InspectionEvent): void => {
    // The invoked fakes report here too; only the machine's own actor counts.
    if (inspection.actorRef.sessionId !== inspection.rootId) return
    if (inspection.type === '@xstate.event') this.received.add(inspection.event.type)
    if (inspection.type === '@xstate.microstep') this.taken.push(...inspection._transitions)
  }
}

/** After the promise callbacks queued so far (a settled request's answer reaching the machine). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

function describeRun(
  machineId: string,
  options: ModelOptions<AnyStateMachine>,
  run: SimulatedRun,
  sent: readonly AnyEventObject[],
): SimulationResult {
  const { machine } = options
  const { snapshot } = run
  const transitionIds = indexTransitions(machine)
  return {
    machineId,
    state: activeStateName(machine, snapshot),
    stateIds: snapshot._nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.id),
    status: snapshot.status,
    enabled: snapshot.status === 'active' ? enabledEvents(options, snapshot, sent) : [],
    transitions: [...new Set(run.lastTransitions)].flatMap(
      (transition) => transitionIds.get(transition)?.id ?? [],
    ),
    context: asJson(redactSecrets(snapshot.context)),
    elapsedMs: run.elapsedMs,
  }
}

/**
 * Every event type the state accepts with each payload its model gives it, in words: payloads
 * read as the test plan prints them (moments from the first one sent, `t+300 s`), shortened to
 * what tells them apart; a timer reads as the wait it stands for.
 */
function enabledEvents(
  options: ModelOptions<AnyStateMachine>,
  snapshot: AnyMachineSnapshot,
  sent: readonly AnyEventObject[],
): EnabledEvent[] {
  const times = new PathTimes()
  sent.forEach((event) => payloadInWords(event, times))
  const events = offeredEvents(options, snapshot)
  const payloads = events.map((event) => payloadInWords(event, times))
  const shorten = distinctShortener(new Set(payloads))
  return events.map((event, index) => {
    const payload = payloads[index] ?? ''
    const label = event.type.startsWith('xstate.after.')
      ? `wait ${delayInWords(options.machine, event.type)}`
      : `${event.type}${payload ? ` (${shorten(payload)})` : ''}`
    return { type: event.type, label, event }
  })
}

/** The context as JSON: an actor it holds (a method's machine) reads as its id. */
function asJson(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (isActorRef(item)) return `actor ${item.id}`
    if (item instanceof Error) return `${item.name}: ${item.message}`
    return item
  })
  return text === undefined ? null : JSON.parse(text)
}

function isActorRef(value: unknown): value is AnyActorRef {
  return typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value
}

const SIMULATE_ROUTE = /^\/api\/simulate\/([\w-]+)\/?$/
const MAX_BODY_BYTES = 1_000_000

/**
 * `POST /api/simulate/<machineId>` with `{ events: [...] }`: the simulation's result as JSON, 404
 * for an unknown machine, 422 with `{ error }` for a refused event or a body without events.
 * Returns false (and answers nothing) for any other request, so a server mounts it in one line:
 * `if (await handleSimulatorRequest(request, response)) return`.
 */
export async function handleSimulatorRequest(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const machineId = SIMULATE_ROUTE.exec(new URL(request.url ?? '/', 'http://qa').pathname)?.[1]
  if (machineId === undefined) return false
  if (request.method !== 'POST') {
    answer(response, 405, { error: 'Send the events with POST' })
    return true
  }
  try {
    const events = sentEvents(await readBody(request))
    answer(response, 200, await simulate(machineId, events))
  } catch (error) {
    const status = error instanceof UnknownMachineError ? 404 : 422
    answer(response, status, { error: error instanceof Error ? error.message : String(error) })
  }
  return true
}

function sentEvents(body: string): AnyEventObject[] {
  const events = (JSON.parse(body || '{}') as { events?: unknown }).events
  const valid =
    Array.isArray(events) &&
    events.every(
      (event: unknown) =>
        typeof event === 'object' &&
        event !== null &&
        typeof (event as { type?: unknown }).type === 'string',
    )
  if (!valid) throw new Error('The body is { "events": [{ "type": ... }, ...] }')
  return events as AnyEventObject[]
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new Error('The body is too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}
