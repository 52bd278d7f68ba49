import { expect, test } from 'vitest'
import { createDemoCalendar, lastMonth, minutesAgo, thisMonth } from '#server/src/seed/demo-time.ts'

test('on the first minutes of a month, this month’s events still fall between its start and now', () => {
  // 00:30 on 1 March in Vientiane.
  const now = new Date('2026-02-28T17:30:00Z')
  const dateOf = createDemoCalendar(now)
  expect(dateOf(thisMonth(0)).toISOString()).toBe('2026-02-28T17:00:00.000Z')
  for (const share of [0.05, 0.5, 0.95]) {
    const date = dateOf(thisMonth(share))
    expect(date.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-02-28T17:00:00Z'))
    expect(date.getTime()).toBeLessThan(now.getTime())
  }
})

test('last month’s days are counted from its first midnight in Vientiane, across a year end', () => {
  const dateOf = createDemoCalendar(new Date('2026-01-15T05:00:00Z'))
  expect(dateOf(lastMonth(1, 0)).toISOString()).toBe('2025-11-30T17:00:00.000Z')
  expect(dateOf(lastMonth(28, 23)).toISOString()).toBe('2025-12-28T16:00:00.000Z')
  expect(dateOf(minutesAgo(30)).toISOString()).toBe('2026-01-15T04:30:00.000Z')
})
