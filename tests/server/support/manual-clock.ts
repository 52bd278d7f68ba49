import type { Clock } from '#server/src/clock.ts'

/** A clock that moves only when told: for token expiry, OTP windows and QR expiry. */
export interface ManualClock extends Clock {
  advance(ms: number): void
  set(date: Date): void
}

export function createManualClock(start = new Date()): ManualClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}
