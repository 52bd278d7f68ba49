import { useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import { PHONE_MAX_LENGTH } from '../../../../machines/otp-form'
import type { registerMachine } from '../../../../machines/register.machine'
import { OtpForm } from './otp-form'

/** SPEC §2, Register: phone, password and its confirmation, full name, and the SMS code. */
export function RegisterForm({ actor }: { actor: ActorRefFrom<typeof registerMachine> }) {
  const { t } = useLingui()
  return (
    <OtpForm
      actor={actor}
      submitLabel={t({ id: 'register.submit', message: 'ລົງທະບຽນ' })}
      fields={[
        {
          name: 'phone',
          label: t({ id: 'form.phone', message: 'ເບີໂທລະສັບ' }),
          type: 'tel',
          autoComplete: 'tel-national',
          maxLength: PHONE_MAX_LENGTH,
        },
        {
          name: 'password',
          label: t({ id: 'form.password', message: 'ລະຫັດຜ່ານ' }),
          type: 'password',
          autoComplete: 'new-password',
        },
        {
          name: 'confirmPassword',
          label: t({ id: 'form.confirmPassword', message: 'ຢືນຢັນລະຫັດຜ່ານ' }),
          type: 'password',
          autoComplete: 'new-password',
        },
        {
          name: 'fullName',
          label: t({ id: 'form.fullName', message: 'ຊື່ ແລະ ນາມສະກຸນ' }),
          type: 'text',
          autoComplete: 'name',
        },
      ]}
    />
  )
}
