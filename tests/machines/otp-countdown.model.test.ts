import { fromCallback } from 'xstate'
import { describe, expect, it } from 'vitest'
import { otpCountdownMachine } from '../../machines/otp-countdown.machine.ts'
import { walkMachinePaths, type EventPayloads } from '../../tooling/model-paths.ts'
import {
  deadlineOf,
  otpCountdownEvents as events,
  serializeOtpCountdown as serializeState,
  silentTickerCountdown as silentTicker,
} from '../../tooling/machine-models/otp-countdown-model.ts'

type OtpMachine = typeof otpCountdownMachine

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
