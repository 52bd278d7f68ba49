import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ScreenFrame } from '../../ui/screen-frame'
import { useSession } from '../../session/use-session'
import { TopUpScreen } from '../../features/top-up/components/top-up-screen'

export const Route = createFileRoute('/_signedIn/rechargePage')({
  component: RechargeScreen,
})

function RechargeScreen() {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <ScreenFrame title={t({ id: 'menu.recharge', message: 'ເຕີມເງິນ' })}>
      {/* A new user (another login) starts a new top-up, never another customer's QR. */}
      {user ? <TopUpScreen key={user._id} userId={user._id} /> : null}
    </ScreenFrame>
  )
}
