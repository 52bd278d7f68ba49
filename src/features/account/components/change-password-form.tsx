import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import type { ProfileFormErrorCode } from '#machines/profile-form.machine'
import { FormAlert } from '#src/ui/form/form-alert'
import { SubmitButton } from '#src/ui/form/submit-button'
import { TextField } from '#src/ui/form/text-field'
import { useChangePassword } from '../use-profile'
import { errorMessage } from '#src/i18n/error-message'

/** The problems shown under an input; any other is the whole form's. */
const FIELD_PROBLEMS = {
  oldPassword: ['INVALID_OLD_PASSWORD'],
  password: ['PASSWORD_REQUIRED', 'PASSWORD_TOO_SHORT'],
  confirmation: ['PASSWORD_MISMATCH'],
} as const satisfies Record<string, readonly ProfileFormErrorCode[]>

type PasswordField = keyof typeof FIELD_PROBLEMS

const fieldOf = (errorCode: ProfileFormErrorCode) =>
  (Object.keys(FIELD_PROBLEMS) as PasswordField[]).find((field) =>
    (FIELD_PROBLEMS[field] as readonly ProfileFormErrorCode[]).includes(errorCode),
  )

/** Changing the password needs the old one (DECISIONS: PUT /user/{id}/password). */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useLingui()
  const form = useChangePassword(userId)
  const { errorCode } = form
  const errorField = errorCode ? (fieldOf(errorCode) ?? 'form') : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }

  const passwordField = (name: PasswordField) => ({
    type: 'password',
    value: form.value(name),
    onValueChange: (value: string) => form.change(name, value),
    error: errorCode && errorField === name ? errorMessage(errorCode) : null,
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t({ id: 'form.oldPassword', message: 'ລະຫັດຜ່ານເກົ່າ' })}
        autoComplete="current-password"
        {...passwordField('oldPassword')}
      />
      <TextField
        label={t({ id: 'form.newPassword', message: 'ລະຫັດຜ່ານໃໝ່' })}
        autoComplete="new-password"
        {...passwordField('password')}
      />
      <TextField
        label={t({ id: 'form.confirmPassword', message: 'ຢືນຢັນລະຫັດຜ່ານ' })}
        autoComplete="new-password"
        {...passwordField('confirmation')}
      />
      <FormAlert message={errorCode && errorField === 'form' ? errorMessage(errorCode) : null} />
      <SubmitButton busy={form.busy}>
        {t({ id: 'profile.changePassword', message: 'ປ່ຽນລະຫັດຜ່ານ' })}
      </SubmitButton>
    </form>
  )
}
