import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AuditList } from '#src/features/operator-desk/components/audit-list'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadActivity } from '#src/features/operator-desk/desk-loaders'

export const Route = createFileRoute('/_signedIn/admin/activity')({
  loader: ({ context, abortController }) => loadActivity(context.api, abortController.signal),
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
