import { t } from '@lingui/core/macro'
import type { OtpFlowError } from '../../../machines/otp-flow'
import { commonErrorMessage } from '../../ui/form/common-error-message'

/** Which input a rule's error belongs to; the server's refusals belong to the whole form. */
export function fieldOfError(code: OtpFlowError | null): string | null {
  switch (code) {
    case 'PHONE_REQUIRED':
    case 'PHONE_INVALID':
      return 'phone'
    case 'PASSWORD_REQUIRED':
    case 'PASSWORD_TOO_SHORT':
      return 'password'
    case 'PASSWORD_MISMATCH':
      return 'confirmPassword'
    case 'FULL_NAME_REQUIRED':
      return 'fullName'
    case 'CODE_INVALID':
    case 'OTP_NOT_REQUESTED':
      return 'code'
    default:
      return code ? 'form' : null
  }
}

/** The words for every error of the registration, reset and profile forms (SPEC §5 and §8). */
export function accountErrorMessage(code: string): string {
  switch (code) {
    case 'PHONE_REQUIRED':
      return t({ id: 'account.error.phoneRequired', message: 'ກະລຸນາປ້ອນເບີໂທລະສັບ' })
    case 'PHONE_INVALID':
      return t({
        id: 'account.error.phoneInvalid',
        message: 'ເບີໂທລະສັບຕ້ອງເປັນຕົວເລກ 8 ຫາ 11 ໂຕ',
      })
    case 'PASSWORD_REQUIRED':
      return t({ id: 'account.error.passwordRequired', message: 'ກະລຸນາປ້ອນລະຫັດຜ່ານ ແລະ ຢືນຢັນລະຫັດຜ່ານ' })
    case 'PASSWORD_TOO_SHORT':
      return t({ id: 'account.error.passwordShort', message: 'ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 6 ໂຕ' })
    case 'PASSWORD_MISMATCH':
      // SPEC §5, ProfileReset1.
      return t({ id: 'account.error.passwordMismatch', message: 'ລະຫັດຜ່ານບໍ່ກົງກັນ' })
    case 'FULL_NAME_REQUIRED':
      return t({ id: 'account.error.fullNameRequired', message: 'ກະລຸນາປ້ອນຊື່ ແລະ ນາມສະກຸນ' })
    case 'CODE_INVALID':
      return t({ id: 'account.error.codeInvalid', message: 'ລະຫັດ OTP ມີ 6 ຕົວເລກ' })
    case 'OTP_NOT_REQUESTED':
      return t({
        id: 'account.error.otpNotRequested',
        message: 'ກົດ "ຂໍລະຫັດ OTP" ເພື່ອຮັບລະຫັດທາງ SMS ກ່ອນ',
      })
    case 'USER_IS_READY':
      return t({ id: 'account.error.phoneExists', message: 'ເບີໂທລະສັບນີ້ມີໃນລະບົບແລ້ວ' })
    case 'INVALID_USERNAME':
      return t({
        id: 'account.error.invalidData',
        message: 'ຂໍ້ມູນບໍ່ຖືກຕ້ອງ. ກະລຸນາກວດເບີໂທລະສັບ.',
      })
    case 'INVALID_OTP':
      return t({ id: 'account.error.otpWrong', message: 'ລະຫັດ OTP ບໍ່ຖືກຕ້ອງ' })
    case 'OTP_EXPIRED':
      return t({
        id: 'account.error.otpExpired',
        message: 'ລະຫັດ OTP ໝົດອາຍຸແລ້ວ. ກະລຸນາຂໍລະຫັດໃໝ່.',
      })
    case 'OTP_LOCKED':
      return t({
        id: 'account.error.otpLocked',
        message: 'ປ້ອນລະຫັດຜິດຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາຂໍລະຫັດໃໝ່.',
      })
    case 'OTP_RESEND_TOO_SOON':
      return t({
        id: 'account.error.otpTooSoon',
        message: 'ລະຫັດຖືກສົ່ງໄປແລ້ວ. ກະລຸນາລໍຖ້າກ່ອນຂໍລະຫັດໃໝ່.',
      })
    case 'INVALID_OLD_PASSWORD':
      return t({ id: 'account.error.oldPasswordWrong', message: 'ລະຫັດຜ່ານເກົ່າຂອງທ່ານບໍ່ຖືກຕ້ອງ' })
    default:
      return commonErrorMessage(code)
  }
}
