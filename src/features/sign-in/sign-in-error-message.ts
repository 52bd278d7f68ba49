import { t } from '@lingui/core/macro'
import { commonErrorMessage } from '../../ui/form/common-error-message'

/** The login screen's words for a refused sign-in (DECISIONS: login errors). */
export function signInErrorMessage(code: string): string {
  switch (code) {
    case 'INVALID_USERNAME_OR_PASSWORD':
      return t({ id: 'login.error.invalid', message: 'ເບີໂທລະສັບ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ!' })
    case 'USER_SUSPENDED':
      return t({
        id: 'login.error.suspended',
        message: 'ບັນຊີຂອງທ່ານຖືກລະງັບ. ກະລຸນາຕິດຕໍ່ຜູ້ໃຫ້ບໍລິການ.',
      })
    case 'INVALID_GOOGLE_TOKEN':
      return t({
        id: 'login.error.google',
        message: 'ເຂົ້າສູ່ລະບົບດ້ວຍ Google ບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່.',
      })
    default:
      return commonErrorMessage(code)
  }
}
