import { NO_ANSWER } from '../../contract/error-code.ts'
import { supplierThresholdMachine } from '../../machines/supplier-threshold.machine.ts'
import { ControlledPromises } from '../controlled-promises.ts'
import type { EventPayloads, ModelSnapshot } from '../model-paths.ts'

type SupplierThresholdMachine = typeof supplierThresholdMachine

/** A word, a negative amount and a real one; a save answered, or not. */
export const supplierThresholdEvents: EventPayloads<SupplierThresholdMachine> = {
  'user.change': [
    { type: 'user.change', value: 'lots' },
    { type: 'user.change', value: '-5' },
    { type: 'user.change', value: '500000' },
  ],
  'xstate.done.actor.saveThreshold': [
    { type: 'xstate.done.actor.saveThreshold', output: { threshold: 500_000 } },
  ],
  'xstate.error.actor.saveThreshold': [
    { type: 'xstate.error.actor.saveThreshold', error: { code: NO_ANSWER } },
  ],
}

/** What the operator sees: the state, the draft, the warning, saved or failed. */
export function serializeSupplierThreshold(
  snapshot: ModelSnapshot<SupplierThresholdMachine>,
): string {
  const { draft, invalid, saved, errorCode } = snapshot.context
  return JSON.stringify({
    value: snapshot.value,
    draft,
    invalid,
    saved,
    failed: errorCode !== null,
  })
}

export function supplierThresholdModel() {
  const promises = new ControlledPromises()
  const machine = supplierThresholdMachine.provide({
    actors: { saveThreshold: promises.logic() },
  })
  return {
    machine,
    promises,
    input: { threshold: 0 },
    events: supplierThresholdEvents,
    serializeState: serializeSupplierThreshold,
    simplePaths: false,
  }
}
