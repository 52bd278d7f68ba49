import type { ServerDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import type { Handlers } from '../../http/operations.ts'
import { requireAdmin } from '../../http/request-auth.ts'
import {
  approveTopup,
  rejectTopup,
  type ApprovalEvidence,
  type DecisionOutcome,
} from '../wallet/topup-store.ts'
import { announceTopupPaid, announceTopupRejected } from '../wallet/topup-events.ts'
import { toWalletHistoryEntry } from '../wallet/topup-view.ts'
import { recordAudit } from './audit-log.ts'
import { listTopupsToDecide } from './topup-queue.ts'

function refuseUndecided(outcome: DecisionOutcome): never {
  if (outcome.kind === 'not-found') throw new ApiError(404, 'NOT_FOUND')
  if (outcome.kind === 'reason-required') throw new ApiError(400, 'APPROVAL_REASON_REQUIRED')
  throw new ApiError(409, 'TOPUP_ALREADY_DECIDED')
}

/**
 * The approval's reference and reason without their surrounding spaces: a reference of spaces
 * checks nothing, so it is refused; a reason of spaces counts as none.
 */
function approvalEvidenceOf(body: { reference: string; reason?: string }): ApprovalEvidence {
  const reference = body.reference.trim()
  if (reference === '') throw new ApiError(400, 'APPROVAL_REFERENCE_REQUIRED')
  const reason = body.reason?.trim() ?? ''
  return { reference, reason: reason === '' ? null : reason }
}

/** The phone the audit line names, read in the decision's transaction. */
async function customerPhone(trx: ServerDeps['db'], userId: string): Promise<string> {
  const { user_name } = await trx
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return user_name
}

/**
 * The desk's top-ups: what waits for a decision, and approving or rejecting one. A decision, its
 * money and its audit line commit in one transaction; the customer and the other operators are
 * told after the commit.
 */
export function topupDeskHandlers({
  db,
  clock,
  realtime,
  metrics,
}: ServerDeps): Pick<Handlers, 'adminListTopups' | 'adminApproveTopup' | 'adminRejectTopup'> {
  return {
    async adminListTopups(request) {
      requireAdmin(request)
      return { data: await listTopupsToDecide(db, clock.now()) }
    },

    async adminApproveTopup(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const evidence = approvalEvidenceOf(request.body)
      const outcome = await db.transaction().execute(async (trx) => {
        const decided = await approveTopup(trx, clock, { id, ...evidence })
        if (decided.kind === 'approved') {
          const { topup } = decided
          await recordAudit(trx, {
            actorId: operator.id,
            action: 'topup.approve',
            targetId: id,
            detail: {
              amount: topup.amount,
              phone: await customerPhone(trx, topup.user_id),
              reference: evidence.reference,
              ...(evidence.reason === null ? {} : { reason: evidence.reason }),
            },
          })
        }
        return decided
      })
      if (outcome.kind !== 'approved') refuseUndecided(outcome)
      announceTopupPaid({ realtime, metrics }, outcome.topup, outcome.walletAmount)
      return { data: toWalletHistoryEntry(outcome.topup) }
    },

    async adminRejectTopup(request) {
      const operator = requireAdmin(request)
      const { id } = request.params
      const { reason } = request.body
      const outcome = await db.transaction().execute(async (trx) => {
        const decided = await rejectTopup(trx, clock, { id, reason })
        if (decided.kind === 'rejected') {
          const { topup } = decided
          await recordAudit(trx, {
            actorId: operator.id,
            action: 'topup.reject',
            targetId: id,
            detail: {
              amount: topup.amount,
              phone: await customerPhone(trx, topup.user_id),
              reason,
            },
          })
        }
        return decided
      })
      if (outcome.kind !== 'rejected') refuseUndecided(outcome)
      const { topup } = outcome
      announceTopupRejected(realtime, topup, reason)
      return { data: toWalletHistoryEntry(topup) }
    },
  }
}
