import { Trans, useLingui } from '@lingui/react/macro'
import { Trophy } from 'lucide-react'
import { LoadingState } from '#src/ui/loading-state'
import { ScreenFrame } from '#src/ui/screen-frame'

// The leaderboard's frame, apart from its rows: the pending screen shows it while the list loads,
// without the prize dialog's code.

export function useLeaderboardTitle() {
  const { t } = useLingui()
  return t({ id: 'range.title', message: 'ເຕີມເງິນສູງສຸດປະຈຳເດືອນ' })
}

export function PrizesNote() {
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-secondary-light p-4 text-ink-strong ring-1 ring-secondary/40">
      <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-secondary" />
      <Trans id="range.prizesNote">
        ຜູ້ທີ່ເຕີມເງິນສູງສຸດ 3 ອັນດັບທຳອິດຂອງເດືອນຈະໄດ້ຮັບລາງວັນ, ປະກາດຜົນໃນທ້າຍເດືອນ.
      </Trans>
    </p>
  )
}

export function LeaderboardPending() {
  return (
    <ScreenFrame title={useLeaderboardTitle()}>
      <PrizesNote />
      <LoadingState />
    </ScreenFrame>
  )
}
