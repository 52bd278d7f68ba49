import { Trans } from '@lingui/react/macro'
import type { components } from '#contract/schema'
import { SupplierOrderRow } from './supplier-order-row'

type SupplierQueueResponse = components['schemas']['SupplierQueueResponse']

/**
 * The paid game orders the supplier has not settled: flagged, or waiting past a few minutes,
 * the longest waiting first. Each row settles its order once; the list is as it was loaded.
 */
export function SupplierQueue({ queue }: { queue: SupplierQueueResponse }) {
  const minutes = queue.waitingAfterMinutes
  const count = queue.data.length
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink-strong">
        <Trans id="desk.supplier.queueTitle">ຄຳສັ່ງຊື້ທີ່ລໍຖ້າຜູ້ສະໜອງ ({count})</Trans>
      </h2>
      <p className="text-sm text-ink">
        <Trans id="desk.supplier.queueHint">
          ຄຳສັ່ງຊື້ທີ່ຈ່າຍແລ້ວແຕ່ຜູ້ສະໜອງຍັງບໍ່ຢືນຢັນເກີນ {minutes} ນາທີ. ກວດສອບອີກຄັ້ງກ່ອນ; ໝາຍວ່າສົ່ງແລ້ວ
          ເມື່ອຜູ້ສະໜອງຢືນຢັນທາງອື່ນ; ຄືນເງິນເມື່ອມັນຈະບໍ່ສົ່ງ.
        </Trans>
      </p>
      {count === 0 ? (
        <p className="rounded-2xl bg-white/60 px-4 py-3 text-sm">
          <Trans id="desk.supplier.queueEmpty">ບໍ່ມີຄຳສັ່ງຊື້ທີ່ລໍຖ້າຜູ້ສະໜອງ</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {queue.data.map((order) => (
            <SupplierOrderRow key={order._id} order={order} />
          ))}
        </ul>
      )}
    </section>
  )
}
