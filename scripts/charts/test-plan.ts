import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import {
  activeStateName,
  actorSnapshotsOfPath,
  getModelPaths,
  type ModelOptions,
  type ModelPath,
} from '../../tooling/model-paths.ts'
import { eventInWords } from './state-chart.ts'

const PAYLOAD_MAX_LENGTH = 110
/** What a shortened payload keeps of its start, and of the text before where it differs. */
const PAYLOAD_HEAD_LENGTH = 40
const PAYLOAD_CONTEXT_LENGTH = 16

/** One step of a planned path: its start (event `xstate.init`) or an event the path plays. */
export interface PlannedStep {
  /** What happens and the state the actor is in after it, in words. */
  words: string
  eventType: string
  /** The live actor once the step is played. */
  snapshot: AnyMachineSnapshot
}

/** One path of a test plan: its id and its steps. */
export interface PlannedPath {
  id: string
  steps: PlannedStep[]
}

/**
 * The test plan in words: every path the machine's model-based test walks, from the same
 * `getModelPaths` call, so the plan QA reads and the test that runs are one. Each path is played
 * on a live actor, as the unit walk plays it, and each step names the state that actor is in.
 */
export async function describeTestPlan(
  options: ModelOptions<AnyStateMachine>,
): Promise<PlannedPath[]> {
  const paths = getModelPaths(options)
  const payloads = paths.map(payloadsInWords)
  const shorten = distinctShortener(new Set(payloads.flat()))
  const plan: PlannedPath[] = []
  for (const [index, path] of paths.entries()) {
    const snapshots = await actorSnapshotsOfPath(options, path)
    const steps = path.steps.map((step, stepIndex): PlannedStep => {
      const snapshot = snapshots[stepIndex]!
      const state = `\`${activeStateName(options.machine, snapshot)}\``
      const eventType = step.event.type
      if (stepIndex === 0) return { words: `Starts in ${state}.`, eventType, snapshot }
      const payload = shorten(payloads[index]![stepIndex]!)
      const event = eventInWords(options.machine, eventType)
      return { words: `${event}${payload ? ` (${payload})` : ''} → ${state}`, eventType, snapshot }
    })
    plan.push({ id: path.id, steps })
  }
  return plan
}

/** What each step's event carries ('' for the start and for a bare event). */
function payloadsInWords(path: ModelPath<AnyStateMachine>): string[] {
  const times = new PathTimes()
  return path.steps.map((step, index) => (index === 0 ? '' : payloadInWords(step.event, times)))
}

/**
 * What the event carries: an error reads as its code or message, a moment as the time since the
 * path's first one (`t+300 s`).
 */
export function payloadInWords(event: AnyEventObject, times: PathTimes): string {
  const { type: _type, ...payload } = event
  if (Object.keys(payload).length === 0) return ''
  return JSON.stringify(payload, (_key, value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`
    return typeof value === 'number' ? times.inWords(value) : value
  })
}

/**
 * Shortens a payload to one line, keeping what tells it from every other payload of the plan: its
 * start, and the text where it first differs from the one most like it (`{"output":…"kind":…}`).
 */
export function distinctShortener(payloads: ReadonlySet<string>): (payload: string) => string {
  const sorted = [...payloads].sort()
  // The longest start a payload shares with any other is shared with a neighbour in sort order.
  const differsAt = new Map(
    sorted.map((payload, index) => [
      payload,
      Math.max(
        sharedStartLength(payload, sorted[index - 1]),
        sharedStartLength(payload, sorted[index + 1]),
      ),
    ]),
  )
  return (payload) => {
    if (payload.length <= PAYLOAD_MAX_LENGTH) return payload
    const at = differsAt.get(payload) ?? 0
    if (at < PAYLOAD_MAX_LENGTH - 1) return `${payload.slice(0, PAYLOAD_MAX_LENGTH - 1)}…`
    const from = at - PAYLOAD_CONTEXT_LENGTH
    const window = payload.slice(from, from + PAYLOAD_MAX_LENGTH - PAYLOAD_HEAD_LENGTH)
    return `${payload.slice(0, PAYLOAD_HEAD_LENGTH)}…${window}${from + window.length < payload.length ? '…' : ''}`
  }
}

function sharedStartLength(text: string, other: string | undefined): number {
  if (other === undefined) return 0
  let length = 0
  while (length < text.length && text[length] === other[length]) length += 1
  return length
}

// Milliseconds since 1970 from 2001 to 2286: a moment, not an amount or a count.
const MOMENT_MIN_MS = 1e12
const MOMENT_MAX_MS = 1e13

/** A path's moments, read from its first one: the models' clocks start at arbitrary dates. */
export class PathTimes {
  private origin: number | undefined

  inWords(value: number): number | string {
    if (value < MOMENT_MIN_MS || value >= MOMENT_MAX_MS) return value
    this.origin ??= value
    const seconds = (value - this.origin) / 1_000
    return seconds < 0 ? `t${seconds} s` : `t+${seconds} s`
  }
}
