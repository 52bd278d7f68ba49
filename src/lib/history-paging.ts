import * as v from 'valibot'

/** SPEC 9: history pages hold 30 rows and start at page 1. */
export const HISTORY_PAGE_SIZE = 30
export const HISTORY_MAX_PAGE_SIZE = 100

/** Where the History menu item and a bare /history-invoice or /history-buy lead. */
export const FIRST_HISTORY_PAGE = { limit: HISTORY_PAGE_SIZE, skip: 0 }

// Digits only: Number() alone would also accept '', ' 1', '1e3' and '0x10'.
const digits = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.safeInteger())

/** The /limit/:limit/skip/:skip path segments, as the route receives them. */
export const historyPageParamsSchema = v.object({
  limit: v.pipe(digits, v.minValue(1), v.maxValue(HISTORY_MAX_PAGE_SIZE)),
  skip: v.pipe(digits, v.minValue(0)),
})

export type HistoryPageParams = v.InferOutput<typeof historyPageParamsSchema>

/** SPEC 2: items are requested at skip = (page - 1) * limit; a skip between pages rounds down. */
export function pageNumberOf({ limit, skip }: HistoryPageParams): number {
  return Math.floor(skip / limit) + 1
}
