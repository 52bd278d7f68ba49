import { createFileRoute, useRouter } from '@tanstack/react-router'
import { LoadingState } from '../../../../../../ui/loading-state'
import { useSession } from '../../../../../../session/use-session'
import { parseHistoryPageParams } from '../../../../../../features/history/history-paging'
import { parseRouteParams } from '../../../../../../lib/parse-route-params'
import { realtimeEvents } from '../../../../../../../contract/realtime-events'
import { useRealtimeEvent, useRealtimeResync } from '../../../../../../realtime/use-realtime'
import { HistoryFrame } from '../../../../../../features/history/components/history-frame'
import { loadTopUpHistory } from '../../../../../../features/history/history-loaders'
import { HistoryPaginator } from '../../../../../../features/history/components/history-paginator'
import {
  HistoryEmpty,
  HistoryLoadFailure,
} from '../../../../../../features/history/components/history-states'
import { TopUpHistory } from '../../../../../../features/history/components/top-up-history'

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
  useLiveTopUps()

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

/** A WAITING row turns SUCCESS on screen when it is paid, and a reconnect reloads what it missed. */
function useLiveTopUps() {
  const router = useRouter()
  const { user } = useSession()
  const reload = () => void router.invalidate({ filter: (match) => match.routeId === Route.id })
  useRealtimeEvent(user ? realtimeEvents.topupPaid(user._id) : null, reload)
  useRealtimeResync(reload)
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
