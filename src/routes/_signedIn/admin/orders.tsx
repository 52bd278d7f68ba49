import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { OrderSearch } from '#src/features/operator-desk/components/order-search'
import { loadOrders } from '#src/features/operator-desk/desk-loaders'

interface OrderSearchParams {
  query?: string
}

// Kept as typed here (the route tree's code loads with home); the loader searches only an order
// number or phone digits, and anything else opens the empty form.
function validateOrderSearch({ query }: Record<string, unknown>): OrderSearchParams {
  return typeof query === 'string' && query !== '' ? { query } : {}
}

export const Route = createFileRoute('/_signedIn/admin/orders')({
  validateSearch: validateOrderSearch,
  // The loader goes with the screen's chunk: left in the route tree it would weigh on home's code.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: ({ context, deps, abortController }) =>
    loadOrders(context.api, deps.query, abortController.signal),
  component: OrdersDeskScreen,
})

function OrdersDeskScreen() {
  const { t } = useLingui()
  const { orders } = Route.useLoaderData()
  const { query } = Route.useSearch()
  return (
    <DeskScreen title={t({ id: 'desk.orders.title', message: 'ໂຕະແອັດມິນ: ຄຳສັ່ງຊື້' })}>
      <OrderSearch key={query ?? ''} query={query ?? ''} orders={orders} />
    </DeskScreen>
  )
}
