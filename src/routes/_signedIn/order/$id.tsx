import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { loadOrder } from '#src/features/history/history-loaders'
import { OrderFrame, OrderPage } from '#src/features/history/components/order-page'
import { useLiveOrders } from '#src/features/history/use-live-history'
import { parseRouteParams, UUID_PATTERN } from '#src/lib/parse-route-params'
import { ErrorState } from '#src/ui/error-state'
import { LoadingState } from '#src/ui/loading-state'

function parseOrderParams({ id }: Record<string, string>): { id: string } | null {
  return id && UUID_PATTERN.test(id) ? { id } : null
}

/** An order's own page: its timeline and a receipt to print, for its owner only. */
export const Route = createFileRoute('/_signedIn/order/$id')({
  params: {
    parse: (raw) => parseRouteParams(parseOrderParams, raw),
    stringify: (params) => params,
  },
  // One chunk for the whole screen, as the history screens do, so none of it lands in home's code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context, params, abortController }) =>
    loadOrder(context, params.id, abortController.signal),
  pendingComponent: OrderLoading,
  errorComponent: OrderLoadFailure,
  component: OrderScreen,
})

function OrderScreen() {
  const invoice = Route.useLoaderData()
  useLiveOrders(Route.id, invoice._id)
  return <OrderPage invoice={invoice} />
}

function OrderLoading() {
  return (
    <OrderFrame>
      <LoadingState />
    </OrderFrame>
  )
}

function OrderLoadFailure() {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <OrderFrame>
      <ErrorState
        message={t({ id: 'order.loadFailed', message: 'ໂຫຼດຄຳສັ່ງຊື້ບໍ່ສຳເລັດ' })}
        onRetry={() => void router.invalidate()}
      />
    </OrderFrame>
  )
}
