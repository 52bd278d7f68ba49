import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { Medal, UserRound, X } from 'lucide-react'
import { useState } from 'react'
import type { Leaderboard } from '../leaderboard-loader'
import { PrizesNote, useLeaderboardTitle } from './leaderboard-frame'
import { EmptyState } from '#src/ui/empty-state'
import { ScreenFrame } from '#src/ui/screen-frame'
import { useFocusReturn } from '#src/ui/use-focus-return'
import { formatWholeKip } from '#src/lib/format-money'
import { imageUrl } from '#src/lib/image-url'

export function LeaderboardScreen({ leaderboard }: { leaderboard: Leaderboard }) {
  return (
    <ScreenFrame title={useLeaderboardTitle()}>
      <PrizesNote />
      {leaderboard.data.length === 0 ? (
        <EmptyState />
      ) : (
        <LeaderboardRows leaderboard={leaderboard} />
      )}
    </ScreenFrame>
  )
}

const medalTones = ['text-amber-500', 'text-slate-400', 'text-orange-700'] as const

function LeaderboardRows({ leaderboard }: { leaderboard: Leaderboard }) {
  const { i18n } = useLingui()
  const [prizeRank, setPrizeRank] = useState<1 | 2 | 3 | null>(null)
  const prizes = [leaderboard.range.gift1, leaderboard.range.gift2, leaderboard.range.gift3]
  return (
    <>
      <ol className="flex flex-col gap-2">
        {leaderboard.data.map((entry, index) => {
          const rank = index + 1
          return (
            <li
              key={entry._id}
              data-testid="leaderboard-row"
              className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm"
            >
              <span className="w-8 shrink-0 text-center text-lg font-bold text-ink-strong">
                {rank}
              </span>
              {entry.image ? (
                <img
                  src={imageUrl(entry.image)}
                  alt=""
                  className="size-11 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-third text-first">
                  <UserRound aria-hidden className="size-6" />
                </span>
              )}
              {/* A name is never cut: it wraps, and the month's amount goes under it. */}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-bold break-words text-ink-strong">{entry.fullName}</span>
                <span className="font-bold text-primary">
                  {formatWholeKip(entry.amountInMonth, i18n.locale)}
                </span>
              </span>
              {rank <= 3 ? (
                <MedalButton rank={rank as 1 | 2 | 3} onOpen={setPrizeRank} />
              ) : (
                <span aria-hidden className="size-11 shrink-0" />
              )}
            </li>
          )
        })}
      </ol>
      {prizeRank === null ? null : (
        <PrizeDialog
          rank={prizeRank}
          image={prizes[prizeRank - 1] ?? ''}
          onClose={() => setPrizeRank(null)}
        />
      )}
    </>
  )
}

function MedalButton({ rank, onOpen }: { rank: 1 | 2 | 3; onOpen: (rank: 1 | 2 | 3) => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      onClick={() => onOpen(rank)}
      aria-label={t({ id: 'range.prizeOfRank', message: `ລາງວັນອັນດັບ ${rank}` })}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary-light ${medalTones[rank - 1]}`}
    >
      <Medal aria-hidden className="size-6" />
    </button>
  )
}

function PrizeDialog(props: { rank: 1 | 2 | 3; image: string; onClose: () => void }) {
  const { t } = useLingui()
  const rank = props.rank
  const returnFocus = useFocusReturn()
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-3xl bg-white p-5 shadow-2xl animate-pop-in"
        >
          <Dialog.Title className="text-lg font-bold text-ink-strong">
            <Trans id="range.prizeOfRank">ລາງວັນອັນດັບ {rank}</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans id="range.prizesNote">
              ຜູ້ທີ່ເຕີມເງິນສູງສຸດ 3 ອັນດັບທຳອິດຂອງເດືອນຈະໄດ້ຮັບລາງວັນ, ປະກາດຜົນໃນທ້າຍເດືອນ.
            </Trans>
          </Dialog.Description>
          <img
            src={imageUrl(props.image)}
            alt={t({ id: 'range.prizeOfRank', message: `ລາງວັນອັນດັບ ${rank}` })}
            className="max-h-[60vh] w-full rounded-2xl object-contain"
          />
          <Dialog.Close
            aria-label={t({ id: 'range.close', message: 'ປິດ' })}
            className="absolute end-3 top-3 flex size-11 items-center justify-center rounded-full bg-third"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
