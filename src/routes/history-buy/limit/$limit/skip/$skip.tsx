import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../../../../../app/route-guards'
import { historyPageParamsSchema } from '../../../../../lib/history-paging'
import { parseRouteParams } from '../../../../../lib/parse-route-params'
import { HistoryFrame } from '../../../../-components/history-frame'

export const Route = createFileRoute('/history-buy/limit/$limit/skip/$skip')({
  params: {
    parse: (raw) => parseRouteParams(historyPageParamsSchema, raw),
    stringify: ({ limit, skip }) => ({ limit: String(limit), skip: String(skip) }),
  },
  beforeLoad: requireLogin,
  component: PurchaseHistoryScreen,
})

function PurchaseHistoryScreen() {
  return <HistoryFrame tab="buy" page={Route.useParams()} />
}
