import type { HistoryPageParams } from './history-paging'

// Apart from history-paging.ts, which the menu (and so the first screen's code) imports.
/** SPEC 2: the paginator shows 2 pages on each side of the current one and 3 at each end. */
export const PAGES_AROUND_CURRENT = 2
export const MARGIN_PAGES = 3

/** One paginator entry: a page number, or a gap standing for the pages left out. */
export type PaginatorItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number }

export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit))
}

/**
 * The pages the paginator lists, in order: the margins, the pages around the current one, and a
 * gap wherever pages are left out. A gap would hide a single page, so that page is shown instead.
 */
export function paginatorItems(current: number, pageCount: number): PaginatorItem[] {
  const shown = new Set<number>()
  const add = (from: number, to: number) => {
    for (let page = Math.max(1, from); page <= Math.min(pageCount, to); page += 1) shown.add(page)
  }
  add(1, MARGIN_PAGES)
  add(pageCount - MARGIN_PAGES + 1, pageCount)
  add(current - PAGES_AROUND_CURRENT, current + PAGES_AROUND_CURRENT)

  const items: PaginatorItem[] = []
  let previous = 0
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: 'page', page: previous + 1 })
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous })
    items.push({ kind: 'page', page })
    previous = page
  }
  return items
}

/** The path params of page `page` (1-based) of a list of `limit` rows. */
export function pageParams(page: number, limit: number): HistoryPageParams {
  return { limit, skip: (page - 1) * limit }
}
