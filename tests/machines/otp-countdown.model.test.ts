import { fromCallback } from 'xstate'
import { describe, expect, it } from 'vitest'
import { otpCountdownMachine } from '../../machines/otp-countdown.machine.ts'
import { walkMachinePaths, type EventPayloads, type ModelSnapshot } from '../support/model-paths.ts'

type OtpMachine = typeof otpCountdownMachine
type OtpSnapshot = ModelSnapshot<OtpMachine>

const FIRST_SENT_AT = Date.UTC(2025, 5, 1, 8, 0, 0)

const silentTicker = otpCountdownMachine.provide({
  actors: { ticker: fromCallback(() => {}) },
})

// Clock readings relative to the current deadline: a minute before it, and at it.
const deadlineOf = (snapshot: OtpSnapshot) => snapshot.context.deadline ?? FIRST_SENT_AT
const events: EventPayloads<OtpMachine> = {
  'otp.sent': (snapshot) => [{ type: 'otp.sent', at: deadlineOf(snapshot) }],
  'clock.tick': (snapshot) => [
    { type: 'clock.tick', now: deadlineOf(snapshot) - 60_000 },
    { type: 'clock.tick', now: deadlineOf(snapshot) },
  ],
}

// The deadline moves on with every OTP; what the user sees is the state and the time left.
const serializeState = (snapshot: OtpSnapshot) =>
  JSON.stringify({ value: snapshot.value, remainingMs: snapshot.context.remainingMs })

describe('otpCountdownMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths({ machine: silentTicker, events, serializeState })

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.coverage.transitions.map((t) => t.label)).toEqual([
      'otpCountdown.idle -- otp.sent --> otpCountdown.counting',
      'otpCountdown.counting -- clock.tick [deadlineReached] --> otpCountdown.expired',
      'otpCountdown.counting -- clock.tick --> (stays)',
      'otpCountdown.expired -- otp.sent --> otpCountdown.counting',
    ])
    expect(walk.paths.map((path) => path.description)).toContain(
      'idle --otp.sent--> counting --clock.tick--> expired --otp.sent--> counting',
    )
  })

  it('fails when the walk never lets the deadline pass', async () => {
    const neverDue: EventPayloads<OtpMachine> = {
      ...events,
      'clock.tick': (snapshot) => [{ type: 'clock.tick', now: deadlineOf(snapshot) - 60_000 }],
    }

    await expect(
      walkMachinePaths({ machine: silentTicker, events: neverDue, serializeState }),
    ).rejects.toThrow(
      "2 transition(s) of 'otpCountdown' were never walked:\n" +
        '  otpCountdown.counting -- clock.tick [deadlineReached] --> otpCountdown.expired\n' +
        '  otpCountdown.expired -- otp.sent --> otpCountdown.counting',
    )
  })

  it('fails when the ticker moves the live actor off the path', async () => {
    // A ticker whose first reading is already past any deadline.
    const lateTicker = otpCountdownMachine.provide({
      actors: {
        ticker: fromCallback(({ sendBack }) => {
          sendBack({ type: 'clock.tick', now: Number.MAX_SAFE_INTEGER })
        }),
      },
    })

    await expect(walkMachinePaths({ machine: lateTicker, events, serializeState })).rejects.toThrow(
      /but the actor is in \{"value":"expired"/,
    )
  })
})
