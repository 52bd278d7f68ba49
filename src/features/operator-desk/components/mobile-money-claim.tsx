import { Trans } from '@lingui/react/macro'
import { Smartphone } from 'lucide-react'
import type { components } from '#contract/schema'

type MobileMoneyClaim = NonNullable<components['schemas']['AdminTopup']['mobileMoney']>

/**
 * What the customer said of a mobile-money transfer (a WAITING_RECEIPT top-up): the operator
 * looks for a transfer from this number with this reference in the account's statement before
 * confirming it.
 */
export function MobileMoneyClaimLine({ claim }: { claim: MobileMoneyClaim }) {
  const { senderPhone, reference } = claim
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Smartphone aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans id="desk.topups.mobileMoneyClaim">
          ລູກຄ້າແຈ້ງວ່າໂອນເງິນມືຖືຈາກເບີ <span className="font-mono font-bold">{senderPhone}</span>,
          ເລກອ້າງອີງ <span className="font-mono font-bold">{reference}</span>: ກວດເບິ່ງໃນບັນຊີກ່ອນອະນຸມັດ.
        </Trans>
      </span>
    </p>
  )
}
