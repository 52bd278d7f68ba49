import { describe, expect, test } from 'vitest'
import { formatShopClock } from '#contract/shop-clock-text.ts'
import { instantOfShopWallTime, shopWallTime } from '#contract/shop-clock.ts'

// Asia/Vientiane is UTC+7 all year.
describe("the shop's clock", () => {
  test('reads an instant as Vientiane shows it, the date turning over at its midnight', () => {
    expect(shopWallTime(new Date('2025-12-31T16:59:59Z'))).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    })
    expect(shopWallTime(new Date('2025-12-31T17:00:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
    })
  })

  test("spells each field of a pattern with its digits, and leaves the pattern's other text", () => {
    const instant = new Date('2024-02-29T02:03:04.999Z')
    expect(formatShopClock(instant, 'dd/MM/yyyy HH:mm:ss')).toBe('29/02/2024 09:03:04')
    expect(formatShopClock(instant, 'yyyy-MM')).toBe('2024-02')
    expect(formatShopClock(instant, 'HH:mm')).toBe('09:03')
    expect(formatShopClock(new Date('0099-01-01T00:00:00Z'), 'yyyy')).toBe('0099')
  })

  test('finds the instant a time on its clock names, midnight when no time is given', () => {
    expect(instantOfShopWallTime({ year: 2026, month: 3, day: 1 }).toISOString()).toBe(
      '2026-02-28T17:00:00.000Z',
    )
    expect(
      instantOfShopWallTime({ year: 2026, month: 1, day: 1, hour: 6, minute: 30, second: 15 }),
    ).toEqual(new Date('2025-12-31T23:30:15Z'))
  })

  test('gives back the wall time it was asked for, on every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const instant = new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + 5 * 3_600_000)
      expect(instantOfShopWallTime(shopWallTime(instant))).toEqual(instant)
    }
  })
})
