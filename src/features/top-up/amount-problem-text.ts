import { useLingui } from '@lingui/react/macro'
import { MAXIMUM_TOPUP_KIP, MINIMUM_TOPUP_KIP } from '#contract/shop-rules'
import type { AmountProblem } from '#machines/recharge-inputs'
import { formatKip } from '../../lib/format-money'

/** Why an amount typed cannot be sent, in words: the QR's form and the mobile-money form. */
export function useAmountProblemText(): Record<AmountProblem, string> {
  const { t, i18n } = useLingui()
  const minimum = formatKip(MINIMUM_TOPUP_KIP, i18n.locale)
  const maximum = formatKip(MAXIMUM_TOPUP_KIP, i18n.locale)
  return {
    amountRequired: t({ id: 'topUp.amountRequired', message: 'ກະລຸນາປ້ອນຈຳນວນເງິນ' }),
    amountNotWhole: t({
      id: 'topUp.amountNotWhole',
      message: 'ກະລຸນາປ້ອນຈຳນວນເງິນເປັນກີບເຕັມ, ຕົວເລກເທົ່ານັ້ນ',
    }),
    amountTooSmall: t({ id: 'topUp.amountTooSmall', message: `ເຕີມເງິນຂັ້ນຕ່ຳ ${minimum}` }),
    amountTooLarge: t({ id: 'topUp.amountTooLarge', message: `ເຕີມເງິນໄດ້ສູງສຸດ ${maximum} ຕໍ່ຄັ້ງ` }),
  }
}
