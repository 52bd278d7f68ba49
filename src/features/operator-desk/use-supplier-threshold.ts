import { useSelector } from '@xstate/react'
import type { SupplierThresholdContext } from '#machines/supplier-threshold.machine'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import {
  createSupplierThresholdLogic,
  type SupplierThresholdLogic,
} from './supplier-threshold.logic'

export interface SupplierThreshold extends SupplierThresholdContext {
  saving: boolean
  change(value: string): void
  save(): void
}

/** The desk's supplier balance threshold: its actor, what the form draws, and its intents. */
export function useSupplierThreshold(
  threshold: number,
  testOptions?: FlowTestOptions<SupplierThresholdLogic>,
): SupplierThreshold {
  const actor = useFlowActor(createSupplierThresholdLogic, {
    systemId: 'supplierThreshold',
    input: { threshold },
    ...testOptions,
  })
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'))
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    ...context,
    saving,
    change: (value) => actor.send({ type: 'user.change', value }),
    save: () => actor.send({ type: 'user.save' }),
  }
}
