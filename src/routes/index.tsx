import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Search, Sparkles } from 'lucide-react'
import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { ScreenLoadingState } from '../ui/loading-state'
import { ScreenFrame } from '../ui/screen-frame'
import { useTypedBeforeHydration } from '../ui/form/use-typed-before-hydration'
import { GameTile } from '../features/games/components/game-tile'
import {
  categoryName,
  searchableNames,
  searchNeedle,
  visibleGroups,
  type CategoryGroup,
} from '../features/games/games-catalogue'
import { stopEarlySearch } from '../features/games/early-search'
import { loadHomePage } from '../features/games/home-page-data'
import { useGamesCatalogue } from '../features/games/use-games-catalogue'
import { useSession } from '../session/use-session'

// Most visits never fail: the error state's code is fetched only when it does ('/' budget).
const ErrorState = lazy(() =>
  import('../ui/error-state').then(({ ErrorState }) => ({ default: ErrorState })),
)

export const Route = createFileRoute('/')({
  loader: ({ context, abortController }) => loadHomePage(context.api, abortController.signal),
  component: HomeScreen,
})

function HomeScreen() {
  const { t } = useLingui()
  const { api } = Route.useRouteContext()
  const { groups: fromServer, decidedAt } = Route.useLoaderData()
  const catalogue = useGamesCatalogue(api, { fromServer, decidedAt })
  const [search, setSearch] = useState('')
  // A keystroke paints the input first; the list follows at a lower priority, and a render of it
  // that a newer keystroke makes stale is dropped (docs/performance.md, search typing).
  const listedSearch = useDeferredValue(search)
  const title = t({ id: 'home.title', message: 'ເກມ ແລະ ບັດ' })

  return (
    <ScreenFrame title={title} description={<Tagline />}>
      <GameSearch value={search} onChange={setSearch} />
      {catalogue.groups ? (
        <GameGroups
          groups={catalogue.groups}
          search={listedSearch}
          decidedAt={catalogue.decidedAt}
        />
      ) : catalogue.status === 'failed' ? null : (
        // The tiles' room, kept while they load.
        <ScreenLoadingState />
      )}
      {catalogue.status === 'failed' ? (
        <Suspense fallback={null}>
          <ErrorState
            message={<Trans id="home.loadError">ເກີດຂໍ້ຜິດພາດໃນການໂຫຼດເກມ</Trans>}
            onRetry={catalogue.retry}
          />
        </Suspense>
      ) : null}
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

function GameSearch(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  // The server's page shows the box before the JS has run, and a customer may type in it then.
  useTypedBeforeHydration(input, props.value, props.onChange)
  const placeholder = t({ id: 'home.searchPlaceholder', message: 'ຄົ້ນຫາດ້ວຍຊື່ເກມ...' })
  return (
    <div role="search" className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink"
      />
      <input
        ref={input}
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-label={placeholder}
        placeholder={placeholder}
        className="w-full rounded-full border border-slate-200 bg-white py-3 ps-12 pe-4 text-ink-strong shadow-sm outline-none transition placeholder:text-ink/70 focus:border-first focus:ring-4 focus:ring-first/15"
      />
    </div>
  )
}

/** The tiles' grid has four columns at every width (CategorySection). */
const TILES_PER_ROW = 4

// Memoized: while the list's search lags the input's, the input's renders skip the list.
const GameGroups = memo(function GameGroups({
  groups,
  search,
  decidedAt,
}: {
  groups: CategoryGroup[]
  search: string
  decidedAt: number
}) {
  const { i18n } = useLingui()
  const { isLoggedIn } = useSession()
  const shown = visibleGroups(groups, search, new Date(decidedAt))
  // This list now shows `search`: the server page's early filter can hand over (early-search.ts).
  useEffect(() => stopEarlySearch(searchNeedle(search)), [search])
  if (shown.length === 0) {
    return (
      <p role="status" className="py-10 text-center font-bold text-ink">
        {search.trim() ? (
          <Trans id="home.noMatch">ບໍ່ພົບເກມທີ່ກົງກັບການຄົ້ນຫາ</Trans>
        ) : (
          <Trans id="home.noGames">ຕອນນີ້ຍັງບໍ່ມີເກມເປີດຂາຍ</Trans>
        )}
      </p>
    )
  }
  return shown.map((group, groupIndex) => (
    <CategorySection key={group.categoryGame} title={categoryName(group, i18n.locale)}>
      {group.data.map((game, index) => (
        <li key={game._id} data-search={searchableNames(game)}>
          <GameTile
            game={game}
            locale={i18n.locale}
            isLoggedIn={isLoggedIn}
            firstRow={groupIndex === 0 && index < TILES_PER_ROW}
          />
        </li>
      ))}
    </CategorySection>
  ))
})

function CategorySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-3 shadow-sm md:p-5">
      <h2 id={headingId} className="mb-3 font-bold text-ink-strong md:text-lg">
        {title}
      </h2>
      <ul className="grid grid-cols-4 gap-x-2 gap-y-3 md:gap-x-4">{children}</ul>
    </section>
  )
}
