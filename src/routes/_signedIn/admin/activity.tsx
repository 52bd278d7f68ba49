import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { dataOf } from '../../../api/answer'
import { AuditList } from '../../../features/operator-desk/components/audit-list'
import { DeskScreen } from '../../../features/operator-desk/components/desk-screen'

export const Route = createFileRoute('/_signedIn/admin/activity')({
  loader: ({ context, abortController }) =>
    dataOf(
      context.api.GET('/api/v1/admin/audit', {
        params: { query: { limit: 100 } },
        signal: abortController.signal,
      }),
    ),
  component: ActivityDeskScreen,
})

function ActivityDeskScreen() {
  const { t } = useLingui()
  const { data } = Route.useLoaderData()
  return (
    <DeskScreen title={t({ id: 'desk.activity.title', message: 'ໂຕະແອັດມິນ: ບັນທຶກການກະທຳ' })}>
      <AuditList entries={data} />
    </DeskScreen>
  )
}
