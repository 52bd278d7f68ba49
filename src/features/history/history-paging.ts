import { HISTORY_MAX_PAGE_SIZE } from '#contract/shop-rules'

export interface HistoryPageParams {
  limit: number
  skip: number
}

/** The /limit/:limit/skip/:skip path segments as the route receives them, or null when invalid. */
export function parseHistoryPageParams(raw: Record<string, string>): HistoryPageParams | null {
  const limit = wholeNumber(raw.limit)
  const skip = wholeNumber(raw.skip)
  if (limit === null || skip === null || limit < 1 || limit > HISTORY_MAX_PAGE_SIZE) return null
  return { limit, skip }
}

// Digits only: Number() alone would also accept '', ' 1', '1e3' and '0x10'.
function wholeNumber(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d+$/.test(segment)) return null
  const value = Number(segment)
  return Number.isSafeInteger(value) ? value : null
}

/** SPEC 2: items are requested at skip = (page - 1) * limit; a skip between pages rounds down. */
export function pageNumberOf({ limit, skip }: HistoryPageParams): number {
  return Math.floor(skip / limit) + 1
}
