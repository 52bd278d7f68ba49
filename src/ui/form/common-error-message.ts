import { t } from '@lingui/core/macro'

/** The messages every form shares: no connection, too many tries, anything unexpected. */
export function commonErrorMessage(code: string): string {
  switch (code) {
    case 'NETWORK_ERROR':
      return t({
        id: 'error.network',
        message: 'ເຊື່ອມຕໍ່ອິນເຕີເນັດບໍ່ໄດ້. ກະລຸນາກວດການເຊື່ອມຕໍ່ແລ້ວລອງໃໝ່.',
      })
    case 'RATE_LIMITED':
      return t({
        id: 'error.rateLimited',
        message: 'ທ່ານລອງຫຼາຍເທື່ອເກີນໄປ. ກະລຸນາລໍຖ້າ 1 ນາທີແລ້ວລອງໃໝ່.',
      })
    default:
      // SPEC §8, ProfileReset7.
      return t({
        id: 'error.generic',
        message: 'ມີບາງຢ່າງຜິດພາດ. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.',
      })
  }
}
