import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { loadVoucherStock } from '#src/features/operator-desk/desk-loaders'
import { VoucherStockList } from '#src/features/operator-desk/components/voucher-stock-list'

export const Route = createFileRoute('/_signedIn/admin/stock')({
  loader: ({ context, abortController }) => loadVoucherStock(context.api, abortController.signal),
  component: StockDeskScreen,
})

function StockDeskScreen() {
  const { t } = useLingui()
  const stock = Route.useLoaderData()
  return (
    <DeskScreen title={t({ id: 'desk.stock.title', message: 'ໂຕະແອັດມິນ: ສະຕັອກບັດ' })}>
      <VoucherStockList stock={stock.data} lowStockThreshold={stock.lowStockThreshold} />
    </DeskScreen>
  )
}
