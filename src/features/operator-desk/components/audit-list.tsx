import { Trans, useLingui } from '@lingui/react/macro'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'
import { formatTimestamp } from '#src/lib/format-time'
import { pickName } from '#src/lib/localized-name'

type AuditEntry = components['schemas']['AuditEntry']

/** Who did what, newest first: the operators' own record of the desk. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl bg-white/60 px-4 py-3 text-sm">
        <Trans id="desk.activity.none">ຍັງບໍ່ມີການກະທຳໃດໆ</Trans>
      </p>
    )
  }
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry._id} className="rounded-2xl bg-white px-4 py-3 text-sm shadow-sm">
          <p className="font-bold text-ink-strong">
            <ActionText entry={entry} />
          </p>
          <p>
            {entry.actor.fullName} · {formatTimestamp(entry.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  )
}

/** A detail recorded with the action, as text ('' when absent). */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

function ActionText({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui()
  const { detail } = entry
  // What the action was done to, as the operator knows it: a phone, a package, else its id.
  const phone = textOf(detail.phone) || entry.targetId.slice(0, 8)
  const amount = typeof detail.amount === 'number' ? formatKip(detail.amount, i18n.locale) : ''
  switch (entry.action) {
    case 'topup.approve':
      return (
        <>{t({ id: 'desk.audit.approve', message: `ອະນຸມັດການເຕີມເງິນ ${amount} ຂອງ ${phone}` })}</>
      )
    case 'topup.reject': {
      const reason = textOf(detail.reason)
      return (
        <>
          {t({
            id: 'desk.audit.reject',
            message: `ປະຕິເສດການເຕີມເງິນ ${amount} ຂອງ ${phone}: ${reason}`,
          })}
        </>
      )
    }
    case 'account.suspend':
      return <>{t({ id: 'desk.audit.suspend', message: `ລະງັບບັນຊີ ${phone}` })}</>
    case 'account.reactivate':
      return <>{t({ id: 'desk.audit.reactivate', message: `ເປີດໃຊ້ບັນຊີ ${phone} ຄືນ` })}</>
    case 'stock.add': {
      const count = textOf(detail.count)
      const names = (detail.product ?? {}) as Record<string, unknown>
      const product = pickName(
        { lao: textOf(names.name), thai: textOf(names.nameTh), english: textOf(names.nameEn) },
        i18n.locale,
      )
      const packet = `${product} · ${textOf(detail.packetName)}`
      return <>{t({ id: 'desk.audit.stock', message: `ເພີ່ມ ${count} ລະຫັດໃສ່ ${packet}` })}</>
    }
    case 'coupon.mint': {
      const count = textOf(detail.count)
      return (
        <>{t({ id: 'desk.audit.couponMint', message: `ສ້າງ ${count} ລະຫັດຄູປອງ ມູນຄ່າ ${amount}` })}</>
      )
    }
    case 'order.refund': {
      const reason = textOf(detail.reason)
      return (
        <>
          {t({
            id: 'desk.audit.refund',
            message: `ຄືນເງິນ ${amount} ໃຫ້ ${phone}: ${reason}`,
          })}
        </>
      )
    }
    case 'order.check': {
      const outcome = textOf(detail.outcome)
      return (
        <>
          {t({
            id: 'desk.audit.orderCheck',
            message: `ຖາມຜູ້ສະໜອງກ່ຽວກັບຄຳສັ່ງຊື້ ${amount} ຂອງ ${phone} ອີກຄັ້ງ: ${outcome}`,
          })}
        </>
      )
    }
    case 'order.deliver': {
      const reference = textOf(detail.reference)
      return (
        <>
          {t({
            id: 'desk.audit.orderDeliver',
            message: `ໝາຍຄຳສັ່ງຊື້ ${amount} ຂອງ ${phone} ວ່າສົ່ງແລ້ວ, ເລກອ້າງອີງ ${reference}`,
          })}
        </>
      )
    }
    case 'supplier.threshold': {
      const threshold = textOf(detail.threshold)
      return (
        <>
          {t({
            id: 'desk.audit.supplierThreshold',
            message: `ຕັ້ງເກນເຕືອນຍອດເງິນຜູ້ສະໜອງເປັນ ${threshold}`,
          })}
        </>
      )
    }
    case 'prize.set': {
      const month = textOf(detail.month)
      const rank = entry.targetId
      return <>{t({ id: 'desk.audit.prize', message: `ປ່ຽນຮູບລາງວັນອັນດັບ ${rank} ຂອງ ${month}` })}</>
    }
  }
}
