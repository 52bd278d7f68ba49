import { useSelector } from '@xstate/react'
import type { ErrorCode } from '#contract/error-code'
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
  errorCode: ErrorCode | null
  approve(): void
  reject(): void
  changeReason(value: string): void
  confirm(): void
  cancel(): void
  retry(): void
}

/** One top-up row's decision at the desk: its actor, what the row draws, and its intents. */
export function useTopupDecision(
  topupId: string,
  testOptions?: FlowTestOptions<TopupDecisionLogic>,
): TopupDecision {
  const actor = useFlowActor(createTopupDecisionLogic, {
    systemId: `topupDecision:${topupId}`,
    input: { topupId },
    ...testOptions,
  })
  const phase = useSelector(actor, (snapshot) => snapshot.value as TopupDecisionPhase)
  const { reason, reasonMissing, errorCode } = useSelector(actor, (snapshot) => snapshot.context)
  return {
    phase,
    reason,
    reasonMissing,
    errorCode,
    approve: () => actor.send({ type: 'user.approve' }),
    reject: () => actor.send({ type: 'user.reject' }),
    changeReason: (value) => actor.send({ type: 'user.changeReason', value }),
    confirm: () => actor.send({ type: 'user.confirm' }),
    cancel: () => actor.send({ type: 'user.cancel' }),
    retry: () => actor.send({ type: 'user.retry' }),
  }
}
