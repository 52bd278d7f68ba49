import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRef, Snapshot } from 'xstate'
import type { OtpFlowEvent, OtpFlowFields, OtpFlowTag } from '../../../../machines/otp-flow'
import { notify } from '../../../ui/notify'
import { ScreenFrame } from '../../../ui/screen-frame'
import { destinationOf, type OtpFlow } from '../otp-flows'
import { OtpForm } from './otp-form'

/** An actor of the registration or the password reset machine. */
type OtpFlowActor = ActorRef<
  Snapshot<unknown> & { hasTag(tag: OtpFlowTag): boolean },
  OtpFlowEvent<OtpFlowFields>
>

interface OtpFlowScreenProps {
  flow: OtpFlow
  actor: OtpFlowActor
}

/**
 * The registration or password reset screen: the flow's form, its success message once the
 * machine is in its `succeeded` state, and the way on once the machine is done.
 */
export function OtpFlowScreen({ flow, actor }: OtpFlowScreenProps) {
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

  return (
    <ScreenFrame title={t(flow.action)}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm md:p-7">
        <OtpForm actor={actor} flow={flow} />
        <p className="text-center text-sm font-bold">
          <Link
            to="/login"
            className="inline-flex tap-target items-center text-primary hover:underline"
          >
            {t(flow.toLogin)}
          </Link>
        </p>
      </div>
    </ScreenFrame>
  )
}
