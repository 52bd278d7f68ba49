import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/route-guards'
import { ScreenFrame } from '../app/screen-frame'
import { useSession } from '../features/session/use-session'
import { TopUpScreen } from '../features/top-up/components/top-up-screen'
import { TopUpProvider } from '../features/top-up/top-up-provider'

export const Route = createFileRoute('/rechargePage')({
  beforeLoad: requireLogin,
  component: RechargeScreen,
})

function RechargeScreen() {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <ScreenFrame title={t({ id: 'menu.recharge', message: 'ເຕີມເງິນ' })}>
      {/* A new user (another login) starts a new top-up, never another customer's QR. */}
      {user ? (
        <TopUpProvider key={user._id} userId={user._id}>
          <TopUpScreen />
        </TopUpProvider>
      ) : null}
    </ScreenFrame>
  )
}
