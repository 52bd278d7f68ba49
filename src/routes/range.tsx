import { Trans } from '@lingui/react/macro'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ScreenLoadError } from '../app/screen-load-error'
import {
  LeaderboardPending,
  useLeaderboardTitle,
} from '../features/leaderboard/components/leaderboard-frame'
import { LeaderboardScreen } from '../features/leaderboard/components/leaderboard-screen'
import { loadLeaderboard } from '../features/leaderboard/leaderboard-loader'

/** SPEC's "range": the monthly top-up leaderboard. */
export const Route = createFileRoute('/range')({
  loader: ({ context, abortController }) => loadLeaderboard(context.api, abortController.signal),
  component: LeaderboardRoute,
  pendingComponent: LeaderboardPending,
  errorComponent: LeaderboardLoadError,
})

function LeaderboardRoute() {
  return <LeaderboardScreen leaderboard={Route.useLoaderData()} />
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
