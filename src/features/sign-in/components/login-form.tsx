import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useState, type FormEvent } from 'react'
import { PHONE_MAX_LENGTH } from '#machines/otp-form'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import type { AuthActor } from '#src/session/auth-actor'
import { errorMessage } from '#src/i18n/error-message'

/**
 * Phone and password, checked for presence here and by the server for the rest. It also shows why
 * a Google sign-in started on this screen was refused.
 */
export function LoginForm({ auth }: { auth: AuthActor }) {
  const { t } = useLingui()
  const [phone, setPhone] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState({ phone: false, password: false })
  // An error left from an earlier visit to this screen is not this attempt's.
  const [attempted, setAttempted] = useState(false)
  const busy = useSelector(auth, (s) => s.matches('signingIn') || s.matches('signingInWithGoogle'))
  const errorCode = useSelector(auth, (s) => s.context.errorCode)
  useEffect(() => {
    const subscription = auth.subscribe((snapshot) => {
      if (snapshot.matches('signingIn') || snapshot.matches('signingInWithGoogle')) {
        setAttempted(true)
      }
    })
    return () => subscription.unsubscribe()
  }, [auth])

  const required = t({ id: 'form.required', message: 'ກະລຸນາປ້ອນຂໍ້ມູນນີ້' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const nowMissing = { phone: phone.trim() === '', password: password === '' }
    setMissing(nowMissing)
    if (nowMissing.phone || nowMissing.password) return
    auth.send({ type: 'user.signIn', userName: phone.trim(), password })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t({ id: 'form.phone', message: 'ເບີໂທລະສັບ' })}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        maxLength={PHONE_MAX_LENGTH}
        placeholder="20xxxxxxxx"
        value={phone}
        onValueChange={(value) => {
          setPhone(value)
          setMissing((m) => ({ ...m, phone: false }))
        }}
        error={missing.phone ? required : null}
        disabled={busy}
      />
      <TextField
        label={t({ id: 'form.password', message: 'ລະຫັດຜ່ານ' })}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value)
          setMissing((m) => ({ ...m, password: false }))
        }}
        error={missing.password ? required : null}
        disabled={busy}
      />
      <FormAlert message={attempted && !busy && errorCode ? errorMessage(errorCode) : null} />
      <SubmitButton busy={busy}>{t({ id: 'login.submit', message: 'ເຂົ້າສູ່ລະບົບ' })}</SubmitButton>
    </form>
  )
}
