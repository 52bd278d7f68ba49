import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import type { SessionUser } from '#src/session/session-storage'
import { useProfileDetails } from '../use-profile'
import { errorMessage } from '#src/i18n/error-message'

/** The customer's name and e-mail; the phone number is the login and cannot change here. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useLingui()
  const form = useProfileDetails(user)
  const { errorCode } = form

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        value={form.value('fullName')}
        onValueChange={(value) => form.change('fullName', value)}
        error={errorCode === 'FULL_NAME_REQUIRED' ? errorMessage(errorCode) : null}
        maxLength={100}
      />
      <TextField
        label={t({ id: 'form.email', message: 'ອີເມວ (ບໍ່ບັງຄັບ)' })}
        type="email"
        autoComplete="email"
        value={form.value('email')}
        onValueChange={(value) => form.change('email', value)}
        maxLength={200}
      />
      <FormAlert
        message={errorCode && errorCode !== 'FULL_NAME_REQUIRED' ? errorMessage(errorCode) : null}
      />
      <SubmitButton busy={form.busy}>{t({ id: 'profile.save', message: 'ບັນທຶກ' })}</SubmitButton>
    </form>
  )
}
