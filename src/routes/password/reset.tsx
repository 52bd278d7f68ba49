import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { notify } from '../../app/notify'
import { ScreenFrame } from '../../app/screen-frame'
import { PasswordResetForm } from '../../features/account/components/password-reset-form'
import { usePasswordResetActor } from '../../features/account/use-otp-form-actors'

export const Route = createFileRoute('/password/reset')({
  component: ResetPasswordScreen,
})

function ResetPasswordScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const actor = usePasswordResetActor()
  const changed = useSelector(actor, (s) => s.matches('passwordChanged'))
  const leaving = useSelector(actor, (s) => s.matches('leaving'))

  useEffect(() => {
    if (changed) notify.success(t({ id: 'resetPassword.success', message: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' }))
  }, [changed, t])
  useEffect(() => {
    if (leaving) void navigate({ to: '/login' })
  }, [leaving, navigate])

  return (
    <ScreenFrame title={t({ id: 'resetPassword.title', message: 'ຕັ້ງລະຫັດຜ່ານໃໝ່' })}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm md:p-7">
        <PasswordResetForm actor={actor} />
        <p className="text-center text-sm font-bold">
          <Link
            to="/login"
            className="inline-flex tap-target items-center text-primary hover:underline"
          >
            <Trans id="resetPassword.toLogin">ກັບໄປໜ້າເຂົ້າສູ່ລະບົບ</Trans>
          </Link>
        </p>
      </div>
    </ScreenFrame>
  )
}
