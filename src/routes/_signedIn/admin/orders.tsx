import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { dataOf } from '../../../api/answer'
import { DeskScreen } from '../../../features/operator-desk/components/desk-screen'
import { OrderSearch } from '../../../features/operator-desk/components/order-search'
import { orderQueryOf } from '../../../features/operator-desk/order-query'

interface OrderSearchParams {
  query?: string
}

// Only an order number or phone digits search; anything else opens the empty form.
function validateOrderSearch({ query }: Record<string, unknown>): OrderSearchParams {
  const sent = typeof query === 'string' ? orderQueryOf(query) : null
  return sent ? { query: sent } : {}
}

export const Route = createFileRoute('/_signedIn/admin/orders')({
  validateSearch: validateOrderSearch,
  loaderDeps: ({ search }) => ({ query: search.query }),
  loader: async ({ context, deps, abortController }) => {
    if (!deps.query) return { orders: null }
    const { data } = await dataOf(
      context.api.GET('/api/v1/admin/orders', {
        params: { query: { query: deps.query } },
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
