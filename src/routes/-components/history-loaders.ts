import type { RouterContext } from '../../app/router-context'
import type { HistoryPageParams } from '../../lib/history-paging'

/** A history page the backend did not deliver; the screen offers to try again. */
export class HistoryLoadError extends Error {
  constructor(readonly code: string) {
    super(`The history could not be loaded (${code})`)
  }
}

// The backend answers for the token's user whatever these say; they are sent as SPEC 7 spells the calls.
const ownerOf = ({ session }: RouterContext) => session.getSnapshot()?.user._id

/** SPEC 7: GET /api/v1/wallet-history?limit&skip&userId, one page of the customer's top-ups. */
export async function loadTopUpHistory(
  context: RouterContext,
  { limit, skip }: HistoryPageParams,
  signal: AbortSignal,
) {
  const userId = ownerOf(context)
  const { data, error } = await context.api.GET('/api/v1/wallet-history', {
    params: { query: { limit, skip, ...(userId ? { userId } : {}) } },
    signal,
  })
  if (!data) throw new HistoryLoadError(error?.code ?? 'UNKNOWN')
  return data
}

/** SPEC 7: GET /api/v1/invoices?limit&skip&customerId, one page of the customer's purchases. */
export async function loadPurchaseHistory(
  context: RouterContext,
  { limit, skip }: HistoryPageParams,
  signal: AbortSignal,
) {
  const customerId = ownerOf(context)
  const { data, error } = await context.api.GET('/api/v1/invoices', {
    params: { query: { limit, skip, ...(customerId ? { customerId } : {}) } },
    signal,
  })
  if (!data) throw new HistoryLoadError(error?.code ?? 'UNKNOWN')
  return data
}
