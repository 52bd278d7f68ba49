import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { dataOf } from '../../../api/answer'
import { DeskScreen } from '../../../features/operator-desk/components/desk-screen'
import { OrderSearch } from '../../../features/operator-desk/components/order-search'
import { orderQueryOf } from '../../../features/operator-desk/order-query'

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
  loader: async ({ context, deps, abortController }) => {
    const query = deps.query === undefined ? null : orderQueryOf(deps.query)
    if (!query) return { orders: null }
    const { data } = await dataOf(
      context.api.GET('/api/v1/admin/orders', {
        params: { query: { query } },
        signal: abortController.signal,
      }),
    )
    return { orders: data }
  },
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
