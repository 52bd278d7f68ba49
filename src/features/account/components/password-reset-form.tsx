import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import { PHONE_MAX_LENGTH } from '../../../../machines/otp-form'
import type { passwordResetMachine } from '../../../../machines/password-reset.machine'
import { OtpForm } from './otp-form'

/** SPEC §2, Reset password: phone, new password and its confirmation, and the SMS code. */
export function PasswordResetForm({ actor }: { actor: ActorRefFrom<typeof passwordResetMachine> }) {
  const { t } = useLingui()
  return (
    <OtpForm
      actor={actor}
      submitLabel={t({ id: 'resetPassword.submit', message: 'ຕັ້ງລະຫັດຜ່ານໃໝ່' })}
      fields={[
        {
          name: 'phone',
          label: t({ id: 'form.phone', message: 'ເບີໂທລະສັບ' }),
          type: 'tel',
          autoComplete: 'username',
          maxLength: PHONE_MAX_LENGTH,
        },
        {
          name: 'password',
          label: t({ id: 'form.newPassword', message: 'ລະຫັດຜ່ານໃໝ່' }),
          type: 'password',
          autoComplete: 'new-password',
        },
        {
          name: 'confirmPassword',
          label: t({ id: 'form.confirmPassword', message: 'ຢືນຢັນລະຫັດຜ່ານ' }),
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
    />
  )
}
