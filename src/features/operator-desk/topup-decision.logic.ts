import { topupDecisionMachine, type TopupApprovalRequest } from '#machines/topup-decision.machine'
import { dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import { fromRequest } from '../../lib/from-request'

/** The decision machine with its two requests over the app's client. */
export function createTopupDecisionLogic({ api }: Pick<AppServices, 'api'>) {
  return topupDecisionMachine.provide({
    actors: {
      approveTopup: fromRequest<void, TopupApprovalRequest>(
        async ({ input: { topupId, ...body }, signal }) => {
          await dataOf(
            api.POST('/api/v1/admin/topups/{id}/approve', {
              params: { path: { id: topupId } },
              body,
              signal,
            }),
          )
        },
      ),
      rejectTopup: fromRequest<void, { topupId: string; reason: string }>(
        async ({ input, signal }) => {
          await dataOf(
            api.POST('/api/v1/admin/topups/{id}/reject', {
              params: { path: { id: input.topupId } },
              body: { reason: input.reason },
              signal,
            }),
          )
        },
      ),
    },
  })
}

export type TopupDecisionLogic = ReturnType<typeof createTopupDecisionLogic>
