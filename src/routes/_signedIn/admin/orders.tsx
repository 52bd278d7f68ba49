import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DeskScreen } from '#src/features/operator-desk/components/desk-screen'
import { LatestOrdersPager } from '#src/features/operator-desk/components/latest-orders-pager'
import { OrderSearch } from '#src/features/operator-desk/components/order-search'
import { loadLatestOrders, loadOrders } from '#src/features/operator-desk/desk-loaders'

interface OrderSearchParams {
  query?: string
  /** The page of the latest orders, from 2 (the first page has none). */
  page?: number
}

// Kept as typed here (the route tree's code loads with home); the loader searches only an order
// number or phone digits, and anything else opens the empty form.
function validateOrderSearch({ query, page }: Record<string, unknown>): OrderSearchParams {
  if (typeof query === 'string' && query !== '') return { query }
  const pageNumber = Number(page)
  return Number.isInteger(pageNumber) && pageNumber > 1 ? { page: pageNumber } : {}
}

export const Route = createFileRoute('/_signedIn/admin/orders')({
  validateSearch: validateOrderSearch,
  // The loader goes with the screen's chunk: left in the route tree it would weigh on home's code.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ query: search.query, page: search.page ?? 1 }),
  // With nothing searched, the desk opens on the shop's latest orders.
  loader: async ({ context, deps, abortController }) =>
    deps.query === undefined
      ? {
          ...(await loadLatestOrders(context.api, deps.page, abortController.signal)),
          page: deps.page,
        }
      : {
          ...(await loadOrders(context.api, deps.query, abortController.signal)),
          more: false,
          page: null,
        },
  component: OrdersDeskScreen,
})

function OrdersDeskScreen() {
  const { t } = useLingui()
  const { orders, more, page } = Route.useLoaderData()
  const { query } = Route.useSearch()
  return (
    <DeskScreen title={t({ id: 'desk.orders.title', message: 'ໂຕະແອັດມິນ: ຄຳສັ່ງຊື້' })}>
      <OrderSearch key={query ?? ''} query={query ?? ''} orders={orders} />
      {page === null ? null : <LatestOrdersPager page={page} more={more} />}
    </DeskScreen>
  )
}
