import { describe, expect, it } from 'vitest'
import { FIRST_HISTORY_PAGE } from '../../contract/shop-rules'
import { pageNumberOf, parseHistoryPageParams } from '../../src/features/history/history-paging'
import {
  pageCountOf,
  pageParams,
  paginatorItems,
} from '../../src/features/history/history-paginator'

const parse = (limit: string, skip: string) => parseHistoryPageParams({ limit, skip })

describe('history page params', () => {
  it('start at 30 rows from the first one', () => {
    expect(FIRST_HISTORY_PAGE).toEqual({ limit: 30, skip: 0 })
  })

  it('accept non-negative integers with a limit of 1 to 100', () => {
    expect(parse('30', '0')).toEqual({ limit: 30, skip: 0 })
    expect(parse('1', '0')).toEqual({ limit: 1, skip: 0 })
    expect(parse('100', '9000')).toEqual({ limit: 100, skip: 9000 })
  })

  it.each([
    ['0', '0', 'a limit of 0'],
    ['101', '0', 'a limit above 100'],
    ['-1', '0', 'a negative limit'],
    ['30', '-30', 'a negative skip'],
    ['30.5', '0', 'a fraction'],
    ['1e2', '0', 'exponent notation'],
    ['0x10', '0', 'hexadecimal'],
    ['', '0', 'an empty segment'],
    [' 30', '0', 'a space'],
    ['abc', '0', 'letters'],
    ['30', '99999999999999999999', 'a skip beyond safe integers'],
  ])('refuse %s/%s (%s)', (limit, skip) => {
    expect(parse(limit, skip)).toBeNull()
  })
})

describe('pageNumberOf', () => {
  it('is the inverse of skip = (page - 1) * limit', () => {
    expect(pageNumberOf({ limit: 30, skip: 0 })).toBe(1)
    expect(pageNumberOf({ limit: 30, skip: 30 })).toBe(2)
    expect(pageNumberOf({ limit: 30, skip: 60 })).toBe(3)
  })

  it('rounds a skip between pages down to the page it falls in', () => {
    expect(pageNumberOf({ limit: 30, skip: 45 })).toBe(2)
  })
})

describe('the paginator', () => {
  const shown = (current: number, pageCount: number) =>
    paginatorItems(current, pageCount)
      .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
      .join(' ')

  it('lists every page when there are few', () => {
    expect(shown(1, 1)).toBe('1')
    expect(shown(2, 3)).toBe('1 2 3')
    expect(shown(5, 9)).toBe('1 2 3 4 5 6 7 8 9')
  })

  it('shows 3 margin pages at each end and 2 pages on each side of the current one', () => {
    expect(shown(1, 20)).toBe('1 2 3 … 18 19 20')
    expect(shown(10, 20)).toBe('1 2 3 … 8 9 10 11 12 … 18 19 20')
    expect(shown(20, 20)).toBe('1 2 3 … 18 19 20')
    expect(shown(5, 20)).toBe('1 2 3 4 5 6 7 … 18 19 20')
  })

  it('shows a single left-out page rather than a gap for it', () => {
    expect(shown(6, 20)).toBe('1 2 3 4 5 6 7 8 … 18 19 20')
  })

  it('counts pages from the total, with one page for an empty list', () => {
    expect(pageCountOf(0, 30)).toBe(1)
    expect(pageCountOf(30, 30)).toBe(1)
    expect(pageCountOf(65, 30)).toBe(3)
  })

  it('requests page n at skip = (n - 1) * limit', () => {
    expect(pageParams(1, 30)).toEqual({ limit: 30, skip: 0 })
    expect(pageParams(3, 30)).toEqual({ limit: 30, skip: 60 })
  })
})
