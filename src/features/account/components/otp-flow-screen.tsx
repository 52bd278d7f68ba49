import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ScreenFrame } from '#src/ui/screen-frame'
import type { OtpFlow } from '../otp-flows'
import { useOtpFlowOutcome, type OtpFlowActor } from '../use-otp-flow-outcome'
import { OtpForm } from './otp-form'

interface OtpFlowScreenProps {
  flow: OtpFlow
  actor: OtpFlowActor
}

/** The registration or password reset screen: the flow's form, then its ending. */
export function OtpFlowScreen({ flow, actor }: OtpFlowScreenProps) {
  const { t } = useLingui()
  useOtpFlowOutcome(flow, actor)

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
