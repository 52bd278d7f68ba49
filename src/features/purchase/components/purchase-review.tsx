import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Check, LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { formatKip } from '#src/lib/format-money'
import { pickName } from '#src/lib/localized-name'
import { useWalletBalance } from '#src/session/use-session'
import type { PurchaseView } from '../use-purchase'
import { BalanceShortNotice } from './balance-short-notice'

/**
 * DECISIONS' review step: nothing is paid until the customer has seen the game, the package, the
 * price, the account (and the player's name when the game can look it up) and the balance after.
 */
export function PurchaseReview({
  purchase,
  productName,
}: {
  purchase: PurchaseView
  productName: string
}) {
  const { context } = purchase
  const { i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const section = useRef<HTMLElement>(null)
  const submitting = purchase.snapshot.matches('submitting')
  const packet = context.packets.find((candidate) => candidate.id === context.packetId)
  const server = context.product?.servers.find((option) => option.value === context.server)
  const balance = useWalletBalance()
  const short = purchase.snapshot.matches({ reviewing: 'shortOfFunds' })

  // The review appears where the buy button was: move the reader to it, and show all of it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    section.current?.scrollIntoView({ block: 'nearest' })
  }, [])

  return (
    <section
      ref={section}
      aria-labelledby="purchase-review-heading"
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-md ring-2 ring-first"
    >
      <h2
        id="purchase-review-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-ink-strong outline-none"
      >
        <Trans id="purchase.reviewTitle">ກວດສອບກ່ອນຊື້</Trans>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt>
          <Trans id="purchase.reviewProduct">ສິນຄ້າ</Trans>
        </dt>
        <dd className="font-bold text-ink-strong">{productName}</dd>
        <dt>
          <Trans id="purchase.reviewPacket">ແພັກເກັດ</Trans>
        </dt>
        <dd className="font-bold text-ink-strong">
          {packet ? pickName(packet.names, i18n.locale) : null}
        </dd>
        <dt>
          <Trans id="purchase.reviewPrice">ລາຄາ</Trans>
        </dt>
        <dd className="font-bold text-primary">
          {packet ? formatKip(packet.amount, i18n.locale) : null}
        </dd>
        {context.product?.fields.map((field) => (
          <FieldRow
            key={field.name}
            name={pickName(field.labels, i18n.locale)}
            value={context.fields[field.name] ?? ''}
          />
        ))}
        {server ? (
          <>
            <dt>
              <Trans id="purchase.server">ເຊີບເວີ</Trans>
            </dt>
            <dd className="font-bold text-ink-strong">{server.name}</dd>
          </>
        ) : null}
        {context.playerName ? (
          <>
            <dt>
              <Trans id="purchase.reviewPlayer">ຊື່ຜູ້ຫຼິ້ນ</Trans>
            </dt>
            <dd data-testid="purchase-player-name" className="font-bold text-emerald-700">
              {context.playerName}
            </dd>
          </>
        ) : null}
        {balance !== null && packet && short ? (
          <>
            <dt>
              <Trans id="purchase.reviewShortfall">ເງິນຍັງຂາດ</Trans>
            </dt>
            <dd data-testid="purchase-shortfall" className="font-bold text-red-600">
              {formatKip(packet.amount - balance, i18n.locale)}
            </dd>
          </>
        ) : null}
        {balance !== null && packet && !short ? (
          <>
            <dt>
              <Trans id="purchase.reviewBalanceAfter">ຍອດເງິນຫຼັງຊື້</Trans>
            </dt>
            <dd className="font-bold text-ink-strong">
              {formatKip(balance - packet.amount, i18n.locale)}
            </dd>
          </>
        ) : null}
      </dl>
      {/* No source named the player: the account as typed is all there is to check. */}
      {context.product?.playerCheck && !context.playerName ? (
        <p data-testid="purchase-check-account" className="mt-2 text-sm text-amber-800">
          <Trans id="purchase.reviewCheckAccount">
            ກະລຸນາກວດເບິ່ງຂໍ້ມູນບັນຊີເກມໃຫ້ຖືກຕ້ອງ: ເກມບໍ່ໄດ້ຢືນຢັນຊື່ຜູ້ຫຼິ້ນ, ແລະ ການເຕີມຈະຖືກສົ່ງໄປບັນຊີນີ້.
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={purchase.back}
          disabled={submitting}
          className="inline-flex tap-target items-center gap-2 rounded-full border-2 border-slate-300 px-5 py-2 font-bold disabled:opacity-60"
        >
          <ArrowLeft aria-hidden className="size-4" />
          <Trans id="purchase.reviewBack">ກັບໄປແກ້ໄຂ</Trans>
        </button>
        {short ? (
          <BalanceShortNotice />
        ) : (
          <button
            type="button"
            onClick={purchase.confirm}
            disabled={submitting}
            aria-busy={submitting}
            className="inline-flex tap-target flex-1 items-center justify-center gap-2 rounded-full bg-primary px-5 py-2 font-bold text-white shadow-md disabled:opacity-60"
          >
            {submitting ? (
              <>
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                <Trans id="purchase.loading">ກຳລັງໂຫຼດ</Trans>
              </>
            ) : (
              <>
                <Check aria-hidden className="size-4" />
                <Trans id="purchase.reviewConfirm">ຢືນຢັນການຊື້</Trans>
              </>
            )}
          </button>
        )}
      </div>
    </section>
  )
}

function FieldRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd className="font-bold break-all text-ink-strong">{value}</dd>
    </>
  )
}
