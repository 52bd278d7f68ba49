import { supplierThresholdMachine } from '#machines/supplier-threshold.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

/** The threshold machine with its request over the app's client. */
export function createSupplierThresholdLogic({ api }: Pick<AppServices, 'api'>) {
  return supplierThresholdMachine.provide({
    actors: {
      saveThreshold: fromRequest<{ threshold: number }, { threshold: number }>(
        ({ input, signal }) =>
          dataOf(
            api.PUT('/api/v1/admin/supplier-balance/threshold', {
              body: { threshold: input.threshold },
              signal,
            }),
          ),
      ),
    },
  })
}

export type SupplierThresholdLogic = ReturnType<typeof createSupplierThresholdLogic>
