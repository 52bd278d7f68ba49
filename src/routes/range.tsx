import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { Trophy } from 'lucide-react'
import { EmptyState } from '../app/empty-state'
import { ScreenFrame } from '../app/screen-frame'
import { ScreenLoadError } from '../app/screen-load-error'

export const Route = createFileRoute('/range')({
  component: LeaderboardScreen,
  errorComponent: LeaderboardLoadError,
})

function useLeaderboardTitle() {
  const { t } = useLingui()
  return t({ id: 'range.title', message: 'ເຕີມເງິນສູງສຸດປະຈຳເດືອນ' })
}

function LeaderboardScreen() {
  return (
    <ScreenFrame title={useLeaderboardTitle()}>
      <p className="flex items-start gap-3 rounded-2xl bg-secondary-light p-4 text-ink-strong ring-1 ring-secondary/40">
        <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-secondary" />
        <Trans id="range.prizesNote">
          ຜູ້ທີ່ເຕີມເງິນສູງສຸດ 3 ອັນດັບທຳອິດຂອງເດືອນຈະໄດ້ຮັບລາງວັນ, ປະກາດຜົນໃນທ້າຍເດືອນ.
        </Trans>
      </p>
      <EmptyState />
    </ScreenFrame>
  )
}

function LeaderboardLoadError(props: ErrorComponentProps) {
  return (
    <ScreenLoadError
      {...props}
      title={useLeaderboardTitle()}
      message={<Trans id="range.loadError">ເກີດຂໍ້ຜິດພາດໃນການໂຫຼດອັນດັບ</Trans>}
    />
  )
}
