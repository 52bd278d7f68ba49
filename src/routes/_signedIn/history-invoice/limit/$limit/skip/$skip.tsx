import { createFileRoute } from '@tanstack/react-router'
import { LoadingState } from '#src/ui/loading-state'
import { parseHistoryPageParams } from '#src/features/history/history-paging'
import { parseRouteParams } from '#src/lib/parse-route-params'
import { HistoryFrame } from '#src/features/history/components/history-frame'
import { loadTopUpHistory } from '#src/features/history/history-loaders'
import { HistoryPaginator } from '#src/features/history/components/history-paginator'
import { HistoryEmpty, HistoryLoadFailure } from '#src/features/history/components/history-states'
import { TopUpHistory } from '#src/features/history/components/top-up-history'
import { useLiveTopUps } from '#src/features/history/use-live-history'

const LIST_PATH = '/history-invoice/limit/$limit/skip/$skip'

export const Route = createFileRoute('/_signedIn/history-invoice/limit/$limit/skip/$skip')({
  params: {
    parse: (raw) => parseRouteParams(parseHistoryPageParams, raw),
    stringify: ({ limit, skip }) => ({ limit: String(limit), skip: String(skip) }),
  },
  // One chunk for the whole screen: this version leaves the loader and the pending component in the
  // first screen's code by default, where the home page's budget has no room for them.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context, params, abortController }) =>
    loadTopUpHistory(context, params, abortController.signal),
  pendingComponent: InvoiceHistoryLoading,
  errorComponent: InvoiceHistoryFailure,
  component: InvoiceHistoryScreen,
})

function InvoiceHistoryScreen() {
  const page = Route.useParams()
  const { data, total } = Route.useLoaderData()
  useLiveTopUps(Route.id)

  return (
    <HistoryFrame tab="invoice" page={page}>
      {data.length === 0 ? (
        <HistoryEmpty to={LIST_PATH} page={page} />
      ) : (
        <TopUpHistory entries={data} skip={page.skip} />
      )}
      <HistoryPaginator to={LIST_PATH} page={page} total={total} />
    </HistoryFrame>
  )
}

function InvoiceHistoryLoading() {
  return (
    <HistoryFrame tab="invoice" page={Route.useParams()}>
      <LoadingState />
    </HistoryFrame>
  )
}

function InvoiceHistoryFailure() {
  return (
    <HistoryFrame tab="invoice" page={Route.useParams()}>
      <HistoryLoadFailure />
    </HistoryFrame>
  )
}
