import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { Search, Sparkles } from 'lucide-react'
import { EmptyState } from '../app/empty-state'
import { ScreenFrame } from '../app/screen-frame'
import { ScreenLoadError } from '../app/screen-load-error'

export const Route = createFileRoute('/')({
  component: HomeScreen,
  errorComponent: GamesLoadError,
})

function useGamesTitle() {
  const { t } = useLingui()
  return t({ id: 'home.title', message: 'ເກມ ແລະ ບັດ' })
}

function HomeScreen() {
  return (
    <ScreenFrame title={useGamesTitle()} description={<Tagline />}>
      <GameSearch />
      <EmptyState hint={<Trans id="home.emptyHint">ເກມທີ່ເປີດຂາຍຈະສະແດງຢູ່ນີ້, ຈັດເປັນໝວດໝູ່.</Trans>} />
    </ScreenFrame>
  )
}

function Tagline() {
  return (
    <p className="flex items-center gap-2">
      <Sparkles aria-hidden className="size-4 shrink-0 text-secondary" />
      <Trans id="home.tagline">ເຕີມເກມ ແລະ ຊື້ບັດໄດ້ທັນທີ ດ້ວຍເງິນໃນກະເປົາຂອງທ່ານ.</Trans>
    </p>
  )
}

function GameSearch() {
  const { t } = useLingui()
  const placeholder = t({ id: 'home.searchPlaceholder', message: 'ຄົ້ນຫາດ້ວຍຊື່ເກມ...' })
  return (
    <div role="search" className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink"
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        className="w-full rounded-full border border-slate-200 bg-white py-3 ps-12 pe-4 text-ink-strong shadow-sm outline-none transition placeholder:text-ink/70 focus:border-first focus:ring-4 focus:ring-first/15"
      />
    </div>
  )
}

function GamesLoadError(props: ErrorComponentProps) {
  return (
    <ScreenLoadError
      {...props}
      title={useGamesTitle()}
      message={<Trans id="home.loadError">ເກີດຂໍ້ຜິດພາດໃນການໂຫຼດເກມ</Trans>}
    />
  )
}
