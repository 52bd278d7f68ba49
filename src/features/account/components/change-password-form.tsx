import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { newPasswordError } from '../../../../machines/otp-form'
import { FormAlert } from '../../../app/form/form-alert'
import { SubmitButton } from '../../../app/form/submit-button'
import { TextField } from '../../../app/form/text-field'
import { notify } from '../../../app/notify'
import { accountErrorMessage } from '../account-error-message'

/** Changing the password needs the old one (DECISIONS: PUT /user/{id}/password). */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useLingui()
  const { api } = useRouteContext({ from: '__root__' })
  const [oldPassword, setOldPassword] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid =
      oldPassword === '' ? 'PASSWORD_REQUIRED' : newPasswordError(password, confirmation)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    try {
      const { data, error: refusal } = await api.PUT('/api/v1/user/{id}/password', {
        params: { path: { id: userId } },
        body: { oldPassword, newPassword: password },
      })
      if (!data) {
        setError(refusal?.code ?? 'UNKNOWN')
        return
      }
      setOldPassword('')
      setPassword('')
      setConfirmation('')
      notify.success(t({ id: 'resetPassword.success', message: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' }))
    } catch {
      setError('NETWORK_ERROR')
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (...codes: string[]) =>
    error && codes.includes(error) ? accountErrorMessage(error) : null

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t({ id: 'form.oldPassword', message: 'ລະຫັດຜ່ານເກົ່າ' })}
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onValueChange={setOldPassword}
        error={fieldError('INVALID_OLD_PASSWORD')}
      />
      <TextField
        label={t({ id: 'form.newPassword', message: 'ລະຫັດຜ່ານໃໝ່' })}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={fieldError('PASSWORD_REQUIRED', 'PASSWORD_TOO_SHORT')}
      />
      <TextField
        label={t({ id: 'form.confirmPassword', message: 'ຢືນຢັນລະຫັດຜ່ານ' })}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={fieldError('PASSWORD_MISMATCH')}
      />
      <FormAlert
        message={
          error &&
          ![
            'INVALID_OLD_PASSWORD',
            'PASSWORD_REQUIRED',
            'PASSWORD_TOO_SHORT',
            'PASSWORD_MISMATCH',
          ].includes(error)
            ? accountErrorMessage(error)
            : null
        }
      />
      <SubmitButton busy={busy}>
        {t({ id: 'profile.changePassword', message: 'ປ່ຽນລະຫັດຜ່ານ' })}
      </SubmitButton>
    </form>
  )
}
