import { t } from '@lingui/core/macro'
import type { PurchaseProblem } from '../../../machines/purchase.types'

/** The customer's words for each code the purchase machine holds (SPEC 5 and 8). */
export function purchaseProblemMessage(problem: PurchaseProblem): string {
  switch (problem) {
    case 'PACKET_REQUIRED':
      return t({ id: 'purchase.packetRequired', message: 'ກະລຸນາເລືອກແພັກເກັດ' })
    case 'ACCOUNT_FIELDS_REQUIRED':
      return t({ id: 'purchase.fieldsRequired', message: 'ກະລຸນາປ້ອນຂໍ້ມູນທີ່ກຳນົດໃຫ້ຄົບ' })
    case 'SERVER_REQUIRED':
      return t({ id: 'purchase.serverRequired', message: 'ກະລຸນາເລືອກເຊີບເວີ' })
    case 'SESSION_EXPIRED':
      return t({ id: 'purchase.sessionExpired', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່' })
    case 'INVALID_ID_BIGO':
      return t({ id: 'purchase.invalidBigoId', message: 'BIGO ID ບໍ່ຖືກຕ້ອງ' })
    case 'INVALID_ID_ROV':
      return t({ id: 'purchase.invalidRovId', message: 'ລະຫັດ ROV ບໍ່ຖືກຕ້ອງ' })
    case 'INVALID_USER_ID_GAME':
      return t({
        id: 'purchase.invalidMobileLegendsId',
        message: 'ບໍ່ສາມາດເຕີມ Mobile Legends ໄດ້, ກະລຸນາກວດສອບ ID',
      })
    case 'USER_ID_GAME_ERROR':
      return t({ id: 'purchase.gameIdNotValid', message: 'ລະຫັດ ID ເກມບໍ່ຖືກຕ້ອງ' })
    case 'CARD_NOT_ENOUGH_IN_STOCK':
      return t({
        id: 'purchase.outOfStock',
        message: 'ສິນຄ້າໃນສາງບໍ່ພໍ, ກະລຸນາເລືອກແພັກເກັດອື່ນ',
      })
    case 'AMOUNT_IS_NOT_ENOUGH':
      return t({ id: 'purchase.notEnoughMoney', message: 'ຍອດເງິນຂອງທ່ານບໍ່ພຽງພໍ' })
    case 'NO_PACKET_VOUCHER':
      return t({ id: 'purchase.codesExhausted', message: 'ລະຫັດເຕີມເກມນີ້ໝົດແລ້ວ' })
    case 'PRODUCT_NOT_AVAILABLE':
      return t({ id: 'purchase.notAvailable', message: 'ສິນຄ້ານີ້ບໍ່ເປີດຂາຍໃນເວລານີ້' })
    case 'NETWORK_ERROR':
      return t({
        id: 'purchase.networkError',
        message: 'ເຊື່ອມຕໍ່ຮ້ານບໍ່ໄດ້, ກະລຸນາກວດສອບອິນເຕີເນັດ ແລ້ວລອງໃໝ່',
      })
    case 'NOT_FOUND':
      return t({ id: 'purchase.notFound', message: 'ບໍ່ພົບສິນຄ້ານີ້' })
    default:
      // WEPAY_ERROR_MONEY, TERMGAME_ERROR_LOGIN, INVALID_STORE_KEY, TERMGAME_ERROR_LEGION and
      // anything unexpected (SPEC 8, ProfileReset7).
      return t({
        id: 'purchase.somethingWentWrong',
        message: 'ມີບາງຢ່າງຜິດພາດ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
      })
  }
}
