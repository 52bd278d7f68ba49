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
  return path.steps.map((step, index) => {
    const state = `\`${activeStateName(machine, step.state)}\``
    if (index === 0) return `Starts in ${state}.`
    const payload = payloadInWords(step.event)
    return `${eventInWords(machine, step.event.type)}${payload ? ` (${payload})` : ''} → ${state}`
  })
}

/** What the event carries, short enough for one line: an error reads as its code or message. */
function payloadInWords(event: AnyEventObject): string {
  const { type: _type, ...payload } = event
  if (Object.keys(payload).length === 0) return ''
  const text = JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : value,
  )
  return text.length > PAYLOAD_MAX_LENGTH ? `${text.slice(0, PAYLOAD_MAX_LENGTH - 1)}…` : text
}
