import { t } from '@lingui/core/macro'
import type { components } from '../../contract/schema'

type CardRefusal = components['schemas']['CardRefusal']

/**
 * Why the card provider refused a phone card, in the customer's words, with what to do next; shown
 * where the refusal arrives (the recharge screen, a notice elsewhere) and in the top-up history.
 */
export function cardRefusalMessage(refusal: CardRefusal): string {
  switch (refusal) {
    case 'CARD_ALREADY_USED':
      return t({
        id: 'phoneCard.refusal.used',
        message: 'ບັດນີ້ຖືກເຕີມໄປແລ້ວ. ບັດໜຶ່ງໃຊ້ໄດ້ຄັ້ງດຽວ.',
      })
    case 'CARD_INVALID':
      return t({
        id: 'phoneCard.refusal.invalid',
        message: 'ເລກຊີຣຽວ ຫຼື ລະຫັດບັດບໍ່ຖືກຕ້ອງ. ກວດເບິ່ງຕົວເລກຫຼັງບັດແລ້ວລອງໃໝ່.',
      })
    case 'CARD_WRONG_VALUE':
      return t({
        id: 'phoneCard.refusal.wrongValue',
        message: 'ມູນຄ່າບັດບໍ່ກົງກັບທີ່ທ່ານເລືອກ. ເລືອກມູນຄ່າທີ່ພິມຢູ່ເທິງບັດແລ້ວລອງໃໝ່.',
      })
    case 'CARD_WRONG_OPERATOR':
      return t({
        id: 'phoneCard.refusal.wrongOperator',
        message: 'ບັດນີ້ເປັນຂອງຄ່າຍອື່ນ. ເລືອກຄ່າຍທີ່ພິມຢູ່ເທິງບັດແລ້ວລອງໃໝ່.',
      })
    case 'PROVIDER_UNAVAILABLE':
      return t({
        id: 'phoneCard.refusal.unavailable',
        message: 'ຜູ້ໃຫ້ບໍລິການບັດບໍ່ສາມາດກວດບັດໄດ້ໃນຕອນນີ້. ບັດຂອງທ່ານຍັງບໍ່ຖືກໃຊ້: ສົ່ງບັດໃບນີ້ອີກຄັ້ງພາຍຫຼັງ.',
      })
  }
}
