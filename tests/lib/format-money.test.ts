import { describe, expect, it } from 'vitest'
import { formatKip, formatWholeKip, UNKNOWN_AMOUNT } from '../../src/lib/format-money'

describe('formatKip', () => {
  it.each([
    [0, '0 kip'],
    [999, '999 kip'],
    [1000, '1,000 kip'],
    [1_250_000, '1,250,000 kip'],
    [1234.5, '1,234.5 kip'],
    [10.125, '10.13 kip'],
  ])('%s -> %s', (amount, shown) => {
    expect(formatKip(amount, 'en')).toBe(shown)
  })

  it('keeps the sign of a negative amount (a debit or a refund shown as such)', () => {
    expect(formatKip(-1500, 'en')).toBe('-1,500 kip')
  })

  it('never shows "-0", even for a negative amount that rounds to zero', () => {
    expect(formatKip(-0, 'en')).toBe('0 kip')
    expect(formatKip(-0.001, 'en')).toBe('0 kip')
  })

  it('shows a dash, not a made-up number, for NaN and infinities', () => {
    expect(formatKip(Number.NaN, 'en')).toBe(`${UNKNOWN_AMOUNT} kip`)
    expect(formatKip(Number.POSITIVE_INFINITY, 'en')).toBe(`${UNKNOWN_AMOUNT} kip`)
    expect(formatKip(Number.NEGATIVE_INFINITY, 'en')).toBe(`${UNKNOWN_AMOUNT} kip`)
  })

  it('writes huge amounts in full with separators, without exponent notation or throwing', () => {
    expect(formatKip(1e21, 'en')).toBe('1,000,000,000,000,000,000,000 kip')
    expect(formatKip(Number.MAX_SAFE_INTEGER, 'en')).toBe('9,007,199,254,740,991 kip')
    expect(() => formatKip(Number.MAX_VALUE, 'en')).not.toThrow()
    expect(formatKip(Number.MAX_VALUE, 'en')).toMatch(/^179,769,313,486,231,57\d(,\d{3})+ kip$/)
  })
})

describe('formatWholeKip (leaderboard)', () => {
  it('rounds to whole kip, half away from zero', () => {
    expect(formatWholeKip(1_234_567.5, 'en')).toBe('1,234,568 kip')
    expect(formatWholeKip(1_234_567.49, 'en')).toBe('1,234,567 kip')
    expect(formatWholeKip(-2.5, 'en')).toBe('-3 kip')
  })

  it('shows 0 rather than -0 for a tiny negative amount', () => {
    expect(formatWholeKip(-0.4, 'en')).toBe('0 kip')
  })

  it('shows a dash for NaN', () => {
    expect(formatWholeKip(Number.NaN, 'en')).toBe(`${UNKNOWN_AMOUNT} kip`)
  })
})

describe('the currency word in the reader language', () => {
  it.each([
    ['lo', '25,000 ກີບ'],
    ['th', '25,000 กีบ'],
    ['en', '25,000 kip'],
  ])('%s: %s', (locale, shown) => {
    expect(formatKip(25_000, locale)).toBe(shown)
    expect(formatWholeKip(25_000.4, locale)).toBe(shown)
  })

  it('falls back to Lao, the shop language, for a language it does not speak', () => {
    expect(formatKip(1_000, 'fr')).toBe('1,000 ກີບ')
  })
})
