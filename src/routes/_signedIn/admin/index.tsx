import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskOverview } from '#src/features/operator-desk/components/desk-overview'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadOverview } from '#src/features/operator-desk/desk-loaders'

/** The desk's first page: the day's and the month's figures, what waits, and the last 30 days. */
export const Route = createFileRoute('/_signedIn/admin/')({
  loader: ({ context, abortController }) => loadOverview(context.api, abortController.signal),
  component: OverviewDeskScreen,
})

function OverviewDeskScreen() {
  const { t } = useLingui()
  const overview = Route.useLoaderData()
  return (
    <DeskScreen title={t({ id: 'desk.overview.title', message: 'ໂຕະແອັດມິນ: ພາບລວມ' })}>
      <DeskOverview overview={overview} />
    </DeskScreen>
  )
}
