import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { realtimeEvents } from '../../../../contract/realtime-events'
import { dataOf } from '../../../api/answer'
import { DeskScreen } from '../../../features/operator-desk/components/desk-screen'
import { TopupQueue, TopupQueueHint } from '../../../features/operator-desk/components/topup-queue'
import { useRealtimeEvent, useRealtimeResync } from '../../../realtime/use-realtime'

export const Route = createFileRoute('/_signedIn/admin/')({
  loader: async ({ context, abortController }) => {
    const { data } = await dataOf(
      context.api.GET('/api/v1/admin/topups', { signal: abortController.signal }),
    )
    return { topups: data }
  },
  component: TopupDeskScreen,
})

function TopupDeskScreen() {
  const { t } = useLingui()
  const router = useRouter()
  const { topups } = Route.useLoaderData()
  // Any top-up made, paid, flagged or decided, by anyone, reloads the list.
  const reload = () => void router.invalidate()
  useRealtimeEvent(realtimeEvents.adminTopups, reload)
  useRealtimeResync(reload)
  return (
    <DeskScreen title={t({ id: 'desk.topups.title', message: 'ໂຕະແອັດມິນ: ການເຕີມເງິນ' })}>
      <TopupQueueHint />
      <TopupQueue topups={topups} />
    </DeskScreen>
  )
}
