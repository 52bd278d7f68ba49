import { t } from '@lingui/core/macro'
import type { ErrorCode } from '../../../contract/error-code'
import { commonErrorMessage } from '../../ui/form/common-error-message'

/** The operator's words for a desk request that did not go through; the machines keep the code. */
export function deskErrorMessage(code: ErrorCode): string {
  switch (code) {
    case 'FORBIDDEN':
      return t({ id: 'desk.error.forbidden', message: 'ບັນຊີນີ້ບໍ່ມີສິດຂອງແອັດມິນ' })
    case 'UNAUTHORIZED':
      return t({ id: 'chat.error.loginAgain', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່' })
    case 'NOT_FOUND':
      return t({ id: 'desk.error.notFound', message: 'ບໍ່ພົບລາຍການນີ້ແລ້ວ. ກະລຸນາໂຫຼດໜ້າໃໝ່.' })
    case 'CANNOT_SUSPEND_SELF':
      return t({ id: 'desk.error.suspendSelf', message: 'ທ່ານບໍ່ສາມາດລະງັບບັນຊີຂອງຕົນເອງໄດ້' })
    case 'ORDER_NOT_REFUNDABLE':
      return t({
        id: 'desk.error.notRefundable',
        message: 'ຄຳສັ່ງຊື້ນີ້ບໍ່ໄດ້ສົ່ງ, ບໍ່ມີເງິນຕ້ອງຄືນ',
      })
    default:
      return commonErrorMessage(code)
  }
}
