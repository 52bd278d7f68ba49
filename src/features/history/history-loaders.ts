import { notFound } from '@tanstack/react-router'
import { ApiError, dataOf } from '../../api/answer'
import type { AppServices } from '../../services'
import type { HistoryPageParams } from './history-paging'

// The backend answers for the token's user whatever these say; they are sent as SPEC 7 spells the calls.
const ownerOf = ({ session }: AppServices) => session.getSnapshot()?.user._id

/**
 * SPEC 7: GET /api/v1/wallet-history?limit&skip&userId, one page of the customer's top-ups. A page
 * the backend did not deliver fails with its ApiError; the screen offers to try again.
 */
export function loadTopUpHistory(
  context: AppServices,
  { limit, skip }: HistoryPageParams,
  signal: AbortSignal,
) {
  const userId = ownerOf(context)
  return dataOf(
    context.api.GET('/api/v1/wallet-history', {
      params: { query: { limit, skip, ...(userId ? { userId } : {}) } },
      signal,
    }),
  )
}

/** SPEC 7: GET /api/v1/invoices?limit&skip&customerId, one page of the customer's purchases. */
export function loadPurchaseHistory(
  context: AppServices,
  { limit, skip }: HistoryPageParams,
  signal: AbortSignal,
) {
  const customerId = ownerOf(context)
  return dataOf(
    context.api.GET('/api/v1/invoices', {
      params: { query: { limit, skip, ...(customerId ? { customerId } : {}) } },
      signal,
    }),
  )
}

/**
 * An order's own page: GET /api/v1/invoices/{id}, with its timeline. Another customer's order
 * answers 404 like one that does not exist, and both show the not-found screen.
 */
export async function loadOrder(context: AppServices, id: string, signal: AbortSignal) {
  try {
    const { data } = await dataOf(
      context.api.GET('/api/v1/invoices/{id}', { params: { path: { id } }, signal }),
    )
    return data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}
