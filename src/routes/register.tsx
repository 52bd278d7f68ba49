import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { notify } from '../app/notify'
import { ScreenFrame } from '../app/screen-frame'
import { RegisterForm } from '../features/account/components/register-form'
import { useRegisterActor } from '../features/account/use-otp-form-actors'

export const Route = createFileRoute('/register')({
  // A signed-in customer who opens it has an account already. The registration's own sign-in is
  // followed by the screen (its message, then home).
  beforeLoad: ({ context, cause }) => {
    if (cause === 'enter' && context.session.getSnapshot()) throw redirect({ to: '/' })
  },
  // The new account signs in through the auth actor: have it ready before the form.
  loader: ({ context }) => context.session.auth(),
  component: RegisterScreen,
})

function RegisterScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const actor = useRegisterActor()
  const registered = useSelector(actor, (s) => s.matches('registered'))

  useEffect(() => {
    if (!registered) return
    notify.success(t({ id: 'register.success', message: 'ລົງທະບຽນສຳເລັດ' }))
    void navigate({ to: '/' })
  }, [registered, navigate, t])

  return (
    <ScreenFrame title={t({ id: 'register.title', message: 'ລົງທະບຽນ' })}>
      <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm md:p-7">
        <RegisterForm actor={actor} />
        <p className="text-center text-sm font-bold">
          <Link
            to="/login"
            className="inline-flex tap-target items-center text-primary hover:underline"
          >
            <Trans id="register.toLogin">ມີບັນຊີແລ້ວ? ເຂົ້າສູ່ລະບົບ</Trans>
          </Link>
        </p>
      </div>
    </ScreenFrame>
  )
}
