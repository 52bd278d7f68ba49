import { useSelector } from '@xstate/react'
import type { ErrorCode } from '#contract/error-code'
import type { TopupDecisionInput } from '#machines/topup-decision.machine'
import { useFlowActor, type FlowTestOptions } from '../../lib/use-flow-actor'
import { createTopupDecisionLogic, type TopupDecisionLogic } from './topup-decision.logic'

export type TopupDecisionPhase =
  | 'undecided'
  | 'confirmingApproval'
  | 'writingReason'
  | 'approving'
  | 'rejecting'
  | 'approvalFailed'
  | 'rejectionFailed'
  | 'approved'
  | 'rejected'
  | 'decidedElsewhere'

export interface TopupDecision {
  phase: TopupDecisionPhase
  reason: string
  reasonMissing: boolean
  /** The approval's boxes: the reference, and the reason an expired QR needs. */
  reference: string
  referenceMissing: boolean
  approvalReason: string
  approvalReasonMissing: boolean
  /** Its QR can no longer be paid, as the desk listed it or as the backend found meanwhile. */
  qrExpired: boolean
  errorCode: ErrorCode | null
  approve(): void
  reject(): void
  changeReason(value: string): void
  changeReference(value: string): void
  changeApprovalReason(value: string): void
  confirm(): void
  cancel(): void
  retry(): void
}

/** One top-up row's decision at the desk: its actor, what the row draws, and its intents. */
export function useTopupDecision(
  { topupId, qrExpired }: TopupDecisionInput,
  testOptions?: FlowTestOptions<TopupDecisionLogic>,
): TopupDecision {
  const actor = useFlowActor(createTopupDecisionLogic, {
    systemId: `topupDecision:${topupId}`,
    input: { topupId, qrExpired },
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as TopupDecisionPhase)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    reason: context.reason,
    reasonMissing: context.reasonMissing,
    reference: context.reference,
    referenceMissing: context.referenceMissing,
    approvalReason: context.approvalReason,
    approvalReasonMissing: context.approvalReasonMissing,
    qrExpired: context.qrExpired,
    errorCode: context.errorCode,
    approve: () => actor.send({ type: 'user.approve' }),
    reject: () => actor.send({ type: 'user.reject' }),
    changeReason: (value) => actor.send({ type: 'user.changeReason', value }),
    changeReference: (value) => actor.send({ type: 'user.changeReference', value }),
    changeApprovalReason: (value) => actor.send({ type: 'user.changeApprovalReason', value }),
    confirm: () => actor.send({ type: 'user.confirm' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
