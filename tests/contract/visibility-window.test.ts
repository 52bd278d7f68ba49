import { describe, expect, test } from 'vitest'
import { isWithinVisibilityWindow } from '../../contract/visibility-window.ts'

// Vientiane is UTC+7 all year: 10:00 in Vientiane is 03:00Z.
const atVientiane = (localTime: string) => new Date(`${localTime}+07:00`)

describe('ISO date-time bounds', () => {
  const window = { activeTime: '2025-03-01T08:00:00Z', dueTime: '2025-03-10T08:00:00Z' }

  test('open from activeTime, closed from dueTime', () => {
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T07:59:59Z'))).toBe(false)
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T08:00:00Z'))).toBe(true)
    expect(isWithinVisibilityWindow(window, new Date('2025-03-10T07:59:59Z'))).toBe(true)
    expect(isWithinVisibilityWindow(window, new Date('2025-03-10T08:00:00Z'))).toBe(false)
  })

  test('one bound limits one side only', () => {
    const from = { activeTime: '2025-03-01T08:00:00Z', dueTime: null }
    expect(isWithinVisibilityWindow(from, new Date('2025-02-28T00:00:00Z'))).toBe(false)
    expect(isWithinVisibilityWindow(from, new Date('2030-01-01T00:00:00Z'))).toBe(true)
    const until = { activeTime: null, dueTime: '2025-03-01T08:00:00Z' }
    expect(isWithinVisibilityWindow(until, new Date('2020-01-01T00:00:00Z'))).toBe(true)
    expect(isWithinVisibilityWindow(until, new Date('2025-03-01T08:00:00Z'))).toBe(false)
  })

  test('a date-time without an offset is Lao time', () => {
    const window = { activeTime: '2025-03-01T08:00', dueTime: undefined }
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T00:59:00Z'))).toBe(false)
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T01:00:00Z'))).toBe(true)
  })

  test('an offset is honoured', () => {
    const window = { activeTime: '2025-03-01T08:00:00+09:00' }
    expect(isWithinVisibilityWindow(window, new Date('2025-02-28T22:59:00Z'))).toBe(false)
    expect(isWithinVisibilityWindow(window, new Date('2025-02-28T23:00:00Z'))).toBe(true)
  })
})

describe('daily "HH:mm" bounds in Asia/Vientiane', () => {
  test('a window within the day', () => {
    const window = { activeTime: '08:00', dueTime: '20:00' }
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T07:59'))).toBe(false)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T08:00'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T19:59'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T20:00'))).toBe(false)
  })

  test('the shop zone decides, not UTC: 08:00 in Vientiane is 01:00Z', () => {
    const window = { activeTime: '08:00', dueTime: '09:00' }
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T01:30:00Z'))).toBe(true)
    expect(isWithinVisibilityWindow(window, new Date('2025-03-01T08:30:00Z'))).toBe(false)
  })

  test('a window across midnight', () => {
    const window = { activeTime: '22:00', dueTime: '02:00' }
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T21:59'))).toBe(false)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T22:00'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-02T00:30'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-02T01:59'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-02T02:00'))).toBe(false)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-02T12:00'))).toBe(false)
  })

  test('equal bounds mean the whole day', () => {
    const window = { activeTime: '06:00', dueTime: '06:00' }
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T05:59'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-01T06:00'))).toBe(true)
  })

  test('a daily bound alone opens or closes the day', () => {
    expect(isWithinVisibilityWindow({ activeTime: '18:00' }, atVientiane('2025-03-01T17:00'))).toBe(
      false,
    )
    expect(isWithinVisibilityWindow({ activeTime: '18:00' }, atVientiane('2025-03-01T23:59'))).toBe(
      true,
    )
    expect(isWithinVisibilityWindow({ dueTime: '06:00' }, atVientiane('2025-03-01T05:00'))).toBe(
      true,
    )
    expect(isWithinVisibilityWindow({ dueTime: '06:00' }, atVientiane('2025-03-01T06:00'))).toBe(
      false,
    )
  })

  test('a daily bound and an instant combine', () => {
    const window = { activeTime: '2025-03-05T00:00:00+07:00', dueTime: '12:00' }
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-04T10:00'))).toBe(false)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-05T10:00'))).toBe(true)
    expect(isWithinVisibilityWindow(window, atVientiane('2025-03-05T13:00'))).toBe(false)
  })
})

describe('values that do not parse hide nothing', () => {
  const now = atVientiane('2025-03-01T12:00')
  test.each([
    ['null', null],
    ['empty', ''],
    ['garbage', 'soon'],
    ['hour 24', '24:00'],
    ['minute 60', '10:60'],
    ['single-digit hour', '8:00'],
    ['a day that does not exist', '2025-02-30T10:00:00Z'],
    ['month 13', '2025-13-01T10:00:00Z'],
  ])('%s', (_label, value) => {
    expect(isWithinVisibilityWindow({ activeTime: value, dueTime: value }, now)).toBe(true)
  })

  test('a broken bound leaves the other one in force', () => {
    const window = { activeTime: 'tomorrow', dueTime: '2025-03-01T11:00:00+07:00' }
    expect(isWithinVisibilityWindow(window, now)).toBe(false)
  })
})
