import { ApiError, dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import { orderQueryOf } from './order-query'

/** The top-ups waiting for a decision, oldest first. */
export async function loadTopupQueue(api: ApiClient, signal: AbortSignal) {
  const { data } = await dataOf(api.GET('/api/v1/admin/topups', { signal }))
  return { topups: data }
}

/** The accounts whose phone holds these digits; none asked for, none loaded. */
export async function loadAccounts(api: ApiClient, phone: string | undefined, signal: AbortSignal) {
  if (!phone) return { accounts: null }
  const { data } = await dataOf(
    api.GET('/api/v1/admin/accounts', { params: { query: { phone } }, signal }),
  )
  return { accounts: data }
}

/** The orders an order number or phone digits find; anything else searches nothing. */
export async function loadOrders(api: ApiClient, typed: string | undefined, signal: AbortSignal) {
  const query = typed === undefined ? null : orderQueryOf(typed)
  if (!query) return { orders: null }
  const { data } = await dataOf(
    api.GET('/api/v1/admin/orders', { params: { query: { query } }, signal }),
  )
  return { orders: data }
}

/** The orders listed per page of the latest (openapi.yaml adminFindOrders). */
export const LATEST_ORDERS_PAGE_SIZE = 20

/** One page of the shop's latest orders, the first page 1, and whether older ones follow. */
export async function loadLatestOrders(api: ApiClient, page: number, signal: AbortSignal) {
  const skip = (page - 1) * LATEST_ORDERS_PAGE_SIZE
  const { data, more } = await dataOf(
    api.GET('/api/v1/admin/orders', { params: { query: { skip } }, signal }),
  )
  return { orders: data, more: more ?? false }
}

/** The desk's latest actions, newest first. */
export function loadActivity(api: ApiClient, signal: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/audit', { params: { query: { limit: 100 } }, signal }))
}

/** This month's prizes with their pictures. */
export function loadPrizes(api: ApiClient, signal: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/prizes', { signal }))
}

/** How many unsold codes each voucher has, and below how many it counts as low. */
export function loadVoucherStock(api: ApiClient, signal: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/voucher-stock', { signal }))
}

/**
 * The supplier queue, and the shop's balance at the supplier: a supplier that does not answer
 * leaves the queue on screen with the balance's error code in its place.
 */
export async function loadSupplierDesk(api: ApiClient, signal: AbortSignal) {
  const [queue, balance] = await Promise.all([
    dataOf(api.GET('/api/v1/admin/supplier-orders', { signal })),
    dataOf(api.GET('/api/v1/admin/supplier-balance', { signal })).then(
      (data) => ({ data, errorCode: null }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'SUPPLIER_UNREACHABLE') {
          return { data: null, errorCode: error.code }
        }
        throw error
      },
    ),
  ])
  return { queue, balance }
}

/** The desk's first page: the figures, what waits, low stock and the supplier's balance. */
export function loadOverview(api: ApiClient, signal: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/overview', { signal }))
}

/** The coupon batches minted, newest first, with their redeemed counts. */
export function loadCouponBatches(api: ApiClient, signal: AbortSignal) {
  return dataOf(
    api.GET('/api/v1/admin/coupon-batches', { params: { query: { limit: 100 } }, signal }),
  )
}
