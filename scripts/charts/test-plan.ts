import type { AnyEventObject, AnyStateMachine } from 'xstate'
import {
  activeStateName,
  getModelPaths,
  type ModelOptions,
  type ModelPath,
} from '../../tooling/model-paths.ts'
import { eventInWords } from './state-chart.ts'

const PAYLOAD_MAX_LENGTH = 110

/**
 * The test plan in words: every path the machine's model-based test walks, from the same
 * `getModelPaths` call, so the plan QA reads and the test that runs are one.
 */
export function describeTestPlan(options: ModelOptions<AnyStateMachine>): string[][] {
  return getModelPaths(options).map((path) => describeSteps(options.machine, path))
}

function describeSteps(machine: AnyStateMachine, path: ModelPath<AnyStateMachine>): string[] {
  const times = new PathTimes()
  return path.steps.map((step, index) => {
    const state = `\`${activeStateName(machine, step.state)}\``
    if (index === 0) return `Starts in ${state}.`
    const payload = payloadInWords(step.event, times)
    return `${eventInWords(machine, step.event.type)}${payload ? ` (${payload})` : ''} → ${state}`
  })
}

/**
 * What the event carries, short enough for one line: an error reads as its code or message, a
 * moment as the time since the path's first one (`t+300 s`).
 */
function payloadInWords(event: AnyEventObject, times: PathTimes): string {
  const { type: _type, ...payload } = event
  if (Object.keys(payload).length === 0) return ''
  const text = JSON.stringify(payload, (_key, value: unknown) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`
    return typeof value === 'number' ? times.inWords(value) : value
  })
  return text.length > PAYLOAD_MAX_LENGTH ? `${text.slice(0, PAYLOAD_MAX_LENGTH - 1)}…` : text
}

// Milliseconds since 1970 from 2001 to 2286: a moment, not an amount or a count.
const MOMENT_MIN_MS = 1e12
const MOMENT_MAX_MS = 1e13

/** A path's moments, read from its first one: the models' clocks start at arbitrary dates. */
class PathTimes {
  private origin: number | undefined

  inWords(value: number): number | string {
    if (value < MOMENT_MIN_MS || value >= MOMENT_MAX_MS) return value
    this.origin ??= value
    const seconds = (value - this.origin) / 1_000
    return seconds < 0 ? `t${seconds} s` : `t+${seconds} s`
  }
}
