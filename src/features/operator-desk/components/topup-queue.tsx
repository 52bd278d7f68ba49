import { Trans, useLingui } from '@lingui/react/macro'
import type { components } from '#contract/schema'
import { TopupRow } from './topup-row'

type AdminTopup = components['schemas']['AdminTopup']

/**
 * What waits for an operator: first the flagged top-ups (a bank notice that did not match), then
 * the waiting ones, oldest first. The list follows the socket, so a paid QR leaves it by itself.
 */
export function TopupQueue({ topups }: { topups: AdminTopup[] }) {
  const { t } = useLingui()
  const flagged = topups.filter((topup) => topup.flagReason !== null)
  const waiting = topups.filter((topup) => topup.flagReason === null)
  return (
    <>
      <QueueSection
        title={t({ id: 'desk.topups.flagged', message: 'ຕ້ອງກວດສອບ' })}
        topups={flagged}
        empty={t({ id: 'desk.topups.noneFlagged', message: 'ບໍ່ມີລາຍການທີ່ຕ້ອງກວດສອບ' })}
      />
      <QueueSection
        title={t({ id: 'desk.topups.waiting', message: 'ລໍຖ້າການຊຳລະ ຫຼື ອະນຸມັດ' })}
        topups={waiting}
        empty={t({ id: 'desk.topups.noneWaiting', message: 'ບໍ່ມີລາຍການລໍຖ້າ' })}
      />
    </>
  )
}

function QueueSection({
  title,
  topups,
  empty,
}: {
  title: string
  topups: AdminTopup[]
  empty: string
}) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink-strong">
        {title} <span className="text-ink">({topups.length})</span>
      </h2>
      {topups.length === 0 ? (
        <p className="rounded-2xl bg-white/60 px-4 py-3 text-sm">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {topups.map((topup) => (
            // One row, one decision: its actor lives as long as the top-up is listed.
            <TopupRow key={topup._id} topup={topup} />
          ))}
        </ul>
      )}
    </section>
  )
}

export function TopupQueueHint() {
  return (
    <p className="text-sm text-ink">
      <Trans id="desk.topups.hint">
        ລາຍການນີ້ອັບເດດເອງ. ອະນຸມັດເມື່ອແນ່ໃຈວ່າເງິນເຂົ້າບັນຊີຮ້ານແລ້ວ; ປະຕິເສດພ້ອມເຫດຜົນທີ່ລູກຄ້າຈະເຫັນ.
      </Trans>
    </p>
  )
}
