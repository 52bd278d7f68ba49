import { Trans, useLingui } from '@lingui/react/macro'
import { Package } from 'lucide-react'
import { useId } from 'react'
import { VALIDATION_PROBLEMS, type PurchasePacket } from '#machines/purchase.types'
import { errorMessage } from '#src/i18n/error-message'
import { formatKip } from '#src/lib/format-money'
import { imageUrl } from '#src/lib/image-url'
import { pickName } from '#src/lib/localized-name'

interface PacketPickerProps {
  packets: PurchasePacket[]
  selected: string | null
  onSelect: (packetId: string) => void
  /** A buy was tried with no package chosen: the choice is marked with why. */
  missing: boolean
  /** The form is not being filled (an order is under review, on its way, or just placed). */
  disabled: boolean
}

/** SPEC 2: the packages as radio tiles with their icon, name and price in kip. */
export function PacketPicker({
  packets,
  selected,
  onSelect,
  missing,
  disabled,
}: PacketPickerProps) {
  const headingId = useId()
  const { i18n } = useLingui()
  return (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={missing ? `${headingId}-problem` : undefined}
      data-invalid={missing || undefined}
      disabled={disabled}
      className="rounded-3xl bg-white p-4 shadow-sm disabled:opacity-60 data-invalid:ring-2 data-invalid:ring-red-500"
    >
      <legend id={headingId} className="float-left mb-3 w-full font-bold text-ink-strong">
        <Trans id="purchase.choosePacket">ເລືອກແພັກເກັດ</Trans>
      </legend>
      <div className="clear-both grid grid-cols-2 gap-2 md:grid-cols-3">
        {packets.map((packet) => {
          const soldOut = packet.inStock === 0
          return (
            <label
              key={packet.id}
              className="flex cursor-pointer items-center has-disabled:cursor-default gap-3 rounded-2xl border-2 border-slate-200 p-3 transition has-checked:border-first has-checked:bg-first/10 has-focus-visible:ring-4 has-focus-visible:ring-first/30"
            >
              <input
                type="radio"
                name="packet"
                value={packet.id}
                checked={selected === packet.id}
                onChange={() => onSelect(packet.id)}
                className="sr-only"
              />
              {packet.icon ? (
                <img src={imageUrl(packet.icon)} alt="" className="size-10 shrink-0" />
              ) : (
                <Package aria-hidden className="size-10 shrink-0 text-first" />
              )}
              <span className="flex min-w-0 flex-col">
                <span className="font-bold text-ink-strong">
                  {pickName(packet.names, i18n.locale)}
                </span>
                <span className="text-sm font-bold text-primary">
                  {formatKip(packet.amount, i18n.locale)}
                </span>
                {packet.inStock === null ? null : soldOut ? (
                  <span className="text-xs font-bold text-red-600">
                    <Trans id="purchase.soldOut">ໝົດແລ້ວ</Trans>
                  </span>
                ) : (
                  <span className="text-xs">
                    <Trans id="purchase.inStock">ຍັງເຫຼືອ {packet.inStock}</Trans>
                  </span>
                )}
              </span>
            </label>
          )
        })}
      </div>
      {missing ? (
        <p id={`${headingId}-problem`} className="mt-3 text-sm font-bold text-red-600">
          {errorMessage(VALIDATION_PROBLEMS.noPacket, 'purchase')}
        </p>
      ) : null}
    </fieldset>
  )
}
