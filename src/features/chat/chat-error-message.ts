import { t } from '@lingui/core/macro'
import type { ChatSendErrorCode } from '../../../machines/chat-send.machine'

/** The customer's words for a failed send or upload; the machine keeps only the code. */
export function chatErrorMessage(code: ChatSendErrorCode): string {
  switch (code) {
    case 'NOT_AN_IMAGE':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t({ id: 'chat.error.notAnImage', message: 'ກະລຸນາເລືອກຮູບພາບ' })
    case 'IMAGE_TOO_LARGE':
    case 'FILE_TOO_LARGE':
      return t({ id: 'chat.error.imageTooLarge', message: 'ຮູບພາບໃຫຍ່ເກີນ 10 MB' })
    case 'RATE_LIMITED':
      return t({
        id: 'chat.error.rateLimited',
        message: 'ທ່ານສົ່ງຂໍ້ຄວາມໄວເກີນໄປ. ກະລຸນາລໍຖ້າຈັກໜ້ອຍ.',
      })
    case 'UPLOAD_URL_EXPIRED':
      return t({ id: 'chat.error.uploadExpired', message: 'ການອັບໂຫຼດໝົດເວລາ. ກະລຸນາລອງໃໝ່.' })
    case 'UNAUTHORIZED':
      return t({ id: 'chat.error.loginAgain', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່' })
    default:
      return t({ id: 'chat.error.sendFailed', message: 'ສົ່ງຂໍ້ຄວາມບໍ່ສຳເລັດ. ກະລຸນາລອງໃໝ່.' })
  }
}

/** SPEC 5: a refused file is told with a popup as well, since nothing visible happened. */
export function isRefusedFile(code: ChatSendErrorCode): boolean {
  return code === 'NOT_AN_IMAGE' || code === 'IMAGE_TOO_LARGE'
}
