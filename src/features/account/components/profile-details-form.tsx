import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { FormAlert } from '../../../app/form/form-alert'
import { SubmitButton } from '../../../app/form/submit-button'
import { TextField } from '../../../app/form/text-field'
import { notify } from '../../../app/notify'
import { toSessionUser, type SessionUser } from '../../session/session-storage'
import { accountErrorMessage } from '../account-error-message'

/** The customer's name and e-mail; the phone number is the login and cannot change here. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const { api, session } = useRouteContext({ from: '__root__' })
  const [fullName, setFullName] = useState(user.fullName)
  const [email, setEmail] = useState(user.email ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (fullName.trim() === '') {
      setError('FULL_NAME_REQUIRED')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { data, error: refusal } = await api.PUT('/api/v1/user/{id}', {
        params: { path: { id: user._id } },
        body: { fullName: fullName.trim(), ...(email.trim() ? { email: email.trim() } : {}) },
      })
      if (!data) {
        setError(refusal?.code ?? 'UNKNOWN')
        return
      }
      await session.updateUser(toSessionUser(data.data))
      notify.success(t({ id: 'profile.saved', message: 'ບັນທຶກແລ້ວ' }))
    } catch {
      setError('NETWORK_ERROR')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t({ id: 'form.phone', message: 'ເບີໂທລະສັບ' })}
        value={user.userName}
        onValueChange={() => undefined}
        readOnly
        disabled
      />
      <TextField
        label={t({ id: 'form.fullName', message: 'ຊື່ ແລະ ນາມສະກຸນ' })}
        autoComplete="name"
        value={fullName}
        onValueChange={setFullName}
        error={error === 'FULL_NAME_REQUIRED' ? accountErrorMessage(error) : null}
        maxLength={100}
      />
      <TextField
        label={t({ id: 'form.email', message: 'ອີເມວ (ບໍ່ບັງຄັບ)' })}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        maxLength={200}
      />
      <FormAlert
        message={error && error !== 'FULL_NAME_REQUIRED' ? accountErrorMessage(error) : null}
      />
      <SubmitButton busy={busy}>{t({ id: 'profile.save', message: 'ບັນທຶກ' })}</SubmitButton>
    </form>
  )
}
