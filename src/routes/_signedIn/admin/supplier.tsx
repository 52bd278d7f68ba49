import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { SupplierBalance } from '#src/features/operator-desk/components/supplier-balance'
import { SupplierQueue } from '#src/features/operator-desk/components/supplier-queue'
import { loadSupplierDesk } from '#src/features/operator-desk/desk-loaders'

export const Route = createFileRoute('/_signedIn/admin/supplier')({
  loader: ({ context, abortController }) => loadSupplierDesk(context.api, abortController.signal),
  component: SupplierDeskScreen,
})

function SupplierDeskScreen() {
  const { t } = useLingui()
  const { queue, balance } = Route.useLoaderData()
  return (
    <DeskScreen title={t({ id: 'desk.supplier.title', message: 'ໂຕະແອັດມິນ: ຜູ້ສະໜອງ' })}>
      <SupplierBalance balance={balance.data} errorCode={balance.errorCode} />
      <SupplierQueue queue={queue} />
    </DeskScreen>
  )
}
