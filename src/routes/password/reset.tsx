import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { EmptyState } from '../../app/empty-state'
import { ScreenFrame } from '../../app/screen-frame'

export const Route = createFileRoute('/password/reset')({
  component: ResetPasswordScreen,
})

function ResetPasswordScreen() {
  const { t } = useLingui()
  return (
    <ScreenFrame title={t({ id: 'resetPassword.title', message: 'ຕັ້ງລະຫັດຜ່ານໃໝ່' })}>
      <EmptyState />
      <p className="text-center text-sm font-bold">
        <Link to="/login" className="text-primary hover:underline">
          <Trans id="resetPassword.toLogin">ກັບໄປໜ້າເຂົ້າສູ່ລະບົບ</Trans>
        </Link>
      </p>
    </ScreenFrame>
  )
}
