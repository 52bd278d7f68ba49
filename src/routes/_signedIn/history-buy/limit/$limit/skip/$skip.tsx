import { createFileRoute } from '@tanstack/react-router'
import { LoadingState } from '#src/ui/loading-state'
import { parseHistoryPageParams } from '#src/features/history/history-paging'
import { parseRouteParams } from '#src/lib/parse-route-params'
import { HistoryFrame } from '#src/features/history/components/history-frame'
import { loadPurchaseHistory } from '#src/features/history/history-loaders'
import { HistoryPaginator } from '#src/features/history/components/history-paginator'
import { HistoryEmpty, HistoryLoadFailure } from '#src/features/history/components/history-states'
import { PurchaseHistoryCards } from '#src/features/history/components/purchase-history-cards'
import { useLiveOrders } from '#src/features/history/use-live-history'

const LIST_PATH = '/history-buy/limit/$limit/skip/$skip'

export const Route = createFileRoute('/_signedIn/history-buy/limit/$limit/skip/$skip')({
  params: {
    parse: (raw) => parseRouteParams(parseHistoryPageParams, raw),
    stringify: ({ limit, skip }) => ({ limit: String(limit), skip: String(skip) }),
  },
  // One chunk for the whole screen: this version leaves the loader and the pending component in the
  // first screen's code by default, where the home page's budget has no room for them.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context, params, abortController }) =>
    loadPurchaseHistory(context, params, abortController.signal),
  pendingComponent: PurchaseHistoryLoading,
  errorComponent: PurchaseHistoryFailure,
  component: PurchaseHistoryScreen,
})

function PurchaseHistoryScreen() {
  const page = Route.useParams()
  const { data, total } = Route.useLoaderData()
  useLiveOrders(Route.id)

  return (
    <HistoryFrame tab="buy" page={page}>
      {data.length === 0 ? (
        <HistoryEmpty to={LIST_PATH} page={page} />
      ) : (
        <PurchaseHistoryCards invoices={data} />
      )}
      <HistoryPaginator to={LIST_PATH} page={page} total={total} />
    </HistoryFrame>
  )
}

function PurchaseHistoryLoading() {
  return (
    <HistoryFrame tab="buy" page={Route.useParams()}>
      <LoadingState />
    </HistoryFrame>
  )
}

function PurchaseHistoryFailure() {
  return (
    <HistoryFrame tab="buy" page={Route.useParams()}>
      <HistoryLoadFailure />
    </HistoryFrame>
  )
}
