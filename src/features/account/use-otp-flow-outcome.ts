import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRef, Snapshot } from 'xstate'
import type { OtpFlowEvent, OtpFlowFields, OtpFlowTag } from '#machines/otp-flow'
import { notify } from '../../ui/notify'
import { destinationOf, type OtpFlow } from './otp-flows'

/** An actor of the registration or the password reset machine. */
export type OtpFlowActor = ActorRef<
  Snapshot<unknown> & { hasTag(tag: OtpFlowTag): boolean },
  OtpFlowEvent<OtpFlowFields>
>

/**
 * The registration's or the password reset's ending: the flow's success notice once the machine
 * is in its `succeeded` state, and the way on once the machine is done.
 */
export function useOtpFlowOutcome(flow: OtpFlow, actor: OtpFlowActor): void {
  const { t } = useLingui()
  const navigate = useNavigate()
  const succeeded = useSelector(actor, (s) => s.hasTag('succeeded'))
  const done = useSelector(actor, (s) => s.status === 'done')
  useEffect(() => {
    if (succeeded) notify.success(t(flow.success))
  }, [succeeded, flow, t])
  useEffect(() => {
    if (done) void navigate({ to: destinationOf(flow) })
  }, [done, flow, navigate])
}
