import { createFileRoute } from '@tanstack/react-router'
import { OtpFlowScreen } from '../../features/account/components/otp-flow-screen'
import { passwordResetFlow } from '../../features/account/otp-flows'
import { usePasswordReset } from '../../features/account/use-otp-flows'

export const Route = createFileRoute('/password/reset')({
  component: ResetPasswordScreen,
})

function ResetPasswordScreen() {
  return <OtpFlowScreen flow={passwordResetFlow} actor={usePasswordReset()} />
}
