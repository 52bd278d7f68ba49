import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { EmptyState } from '../app/empty-state'
import { ScreenFrame } from '../app/screen-frame'

export const Route = createFileRoute('/register')({
  component: RegisterScreen,
})

function RegisterScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'register.title', message: 'ລົງທະບຽນ' })}>
      <EmptyState />
      <p className="text-center text-sm font-bold">
        <Link to="/login" className="text-primary hover:underline">
          <Trans id="register.toLogin">ມີບັນຊີແລ້ວ? ເຂົ້າສູ່ລະບົບ</Trans>
        </Link>
      </p>
    </ScreenFrame>
  )
}
