import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadTopupQueue } from '#src/features/operator-desk/desk-loaders'
import { TopupQueue, TopupQueueHint } from '#src/features/operator-desk/components/topup-queue'
import { useLiveTopupQueue } from '#src/features/operator-desk/use-live-topup-queue'

export const Route = createFileRoute('/_signedIn/admin/topups')({
  loader: ({ context, abortController }) => loadTopupQueue(context.api, abortController.signal),
  component: TopupDeskScreen,
})

function TopupDeskScreen() {
  const { t } = useLingui()
  const { topups } = Route.useLoaderData()
  useLiveTopupQueue(Route.id)
  return (
    <DeskScreen title={t({ id: 'desk.topups.title', message: 'ໂຕະແອັດມິນ: ການເຕີມເງິນ' })}>
      <TopupQueueHint />
      <TopupQueue topups={topups} />
    </DeskScreen>
  )
}
