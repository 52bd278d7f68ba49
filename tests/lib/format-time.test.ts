import { describe, expect, it } from 'vitest'
import {
  DISPLAYED_TIMESTAMP_OFFSET_MINUTES,
  formatChatTime,
  formatTimestamp,
  UNKNOWN_TIME,
} from '../../src/lib/format-time'

// Vientiane is UTC+7 all year (no daylight saving), so 17:00Z is midnight there.
describe('formatTimestamp', () => {
  it('adds exactly the one displayed minute', () => {
    expect(DISPLAYED_TIMESTAMP_OFFSET_MINUTES).toBe(1)
    expect(formatTimestamp('2024-05-10T03:04:05Z')).toBe('10/05/2024 10:05:05')
  })

  it('shows Vientiane time whatever zone the input is written in', () => {
    expect(formatTimestamp('2024-05-10T10:04:05+07:00')).toBe('10/05/2024 10:05:05')
    expect(formatTimestamp('2024-05-10T05:04:05+02:00')).toBe('10/05/2024 10:05:05')
  })

  it('crosses midnight when the added minute does', () => {
    expect(formatTimestamp('2024-05-10T16:59:30Z')).toBe('11/05/2024 00:00:30')
  })

  it('takes 17:00 UTC as midnight of the next day in Vientiane', () => {
    expect(formatTimestamp('2024-05-10T17:00:00Z')).toBe('11/05/2024 00:01:00')
    expect(formatTimestamp('2024-05-10T16:58:59Z')).toBe('10/05/2024 23:59:59')
  })

  it('rolls over the end of a 30-day month and of February in a leap year', () => {
    expect(formatTimestamp('2024-04-30T16:59:00Z')).toBe('01/05/2024 00:00:00')
    expect(formatTimestamp('2024-02-28T16:59:00Z')).toBe('29/02/2024 00:00:00')
    expect(formatTimestamp('2023-02-28T16:59:00Z')).toBe('01/03/2023 00:00:00')
  })

  it('rolls over the end of the year', () => {
    expect(formatTimestamp('2024-12-31T16:59:00Z')).toBe('01/01/2025 00:00:00')
    expect(formatTimestamp('2024-12-31T16:58:59Z')).toBe('31/12/2024 23:59:59')
  })

  it('accepts epoch milliseconds and Date objects', () => {
    const instant = Date.UTC(2024, 0, 1, 0, 0, 0)
    expect(formatTimestamp(instant)).toBe('01/01/2024 07:01:00')
    expect(formatTimestamp(new Date(instant))).toBe('01/01/2024 07:01:00')
  })

  it('shows a dash for a value that is not a time, without throwing', () => {
    expect(formatTimestamp('not a date')).toBe(UNKNOWN_TIME)
    expect(formatTimestamp('')).toBe(UNKNOWN_TIME)
    expect(formatTimestamp(Number.NaN)).toBe(UNKNOWN_TIME)
    expect(formatTimestamp(new Date(Number.NaN))).toBe(UNKNOWN_TIME)
    expect(formatTimestamp(8.64e15 + 1)).toBe(UNKNOWN_TIME)
  })
})

describe('formatChatTime', () => {
  it('shows HH:mm in Vientiane without the added minute', () => {
    expect(formatChatTime('2024-05-01T03:04:59Z')).toBe('10:04')
  })

  it('uses the 24-hour clock across midnight', () => {
    expect(formatChatTime('2024-12-31T16:59:00Z')).toBe('23:59')
    expect(formatChatTime('2024-12-31T17:00:00Z')).toBe('00:00')
  })

  it('shows a dash for an unreadable time', () => {
    expect(formatChatTime('yesterday')).toBe(UNKNOWN_TIME)
  })
})
