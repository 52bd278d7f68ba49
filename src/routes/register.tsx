import { createFileRoute, redirect } from '@tanstack/react-router'
import { OtpFlowScreen } from '../features/account/components/otp-flow-screen'
import { registerFlow } from '../features/account/otp-flows'
import { useRegister } from '../features/account/use-otp-flows'
import { ScreenLoadingState } from '../ui/loading-state'

export const Route = createFileRoute('/register')({
  // Its guard reads the session and its loader starts the sign-in actor: both live in the
  // browser, so the server renders the shell around it and the browser the rest.
  ssr: false,
  pendingComponent: ScreenLoadingState,
  // A signed-in customer who opens it has an account already. The registration's own sign-in is
  // followed by the screen (its message, then home).
  beforeLoad: ({ context, cause }) => {
    if (cause === 'enter' && context.session.getSnapshot()) throw redirect({ to: '/' })
  },
  // The new account signs in through the auth actor: have it ready before the form.
  loader: ({ context }) => context.auth(),
  component: RegisterScreen,
})

function RegisterScreen() {
  return <OtpFlowScreen flow={registerFlow} actor={useRegister()} />
}
