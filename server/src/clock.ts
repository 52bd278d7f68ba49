/** The server's one source of "now", injected so tests can move time (token expiry, OTPs, QRs). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
