import { createActor, fromCallback, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  OTP_RESEND_COOLDOWN_MS,
  formatRemaining,
  otpCountdownMachine,
} from '../../machines/otp-countdown.machine.ts'

const SENT_AT = Date.UTC(2025, 5, 1, 8, 0, 0)

/** The countdown with a ticker that never ticks: each test sends the clock readings itself. */
function startCountdown() {
  const machine = otpCountdownMachine.provide({ actors: { ticker: fromCallback(() => {}) } })
  return createActor(machine).start()
}

describe('formatRemaining', () => {
  it.each([
    [OTP_RESEND_COOLDOWN_MS, '05:00'],
    [299_001, '05:00'],
    [299_000, '04:59'],
    [61_000, '01:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-2_000, '00:00'],
    [Number.NaN, '00:00'],
  ])('%d ms is %s', (ms, shown) => {
    expect(formatRemaining(ms)).toBe(shown)
  })
})

describe('otpCountdownMachine', () => {
  it('waits for the first OTP with resend allowed', () => {
    const actor = startCountdown()

    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ deadline: null, remainingMs: 0 })
  })

  it('counts 300 s down from the moment the OTP was sent', () => {
    const actor = startCountdown()
    actor.send({ type: 'otp.sent', at: SENT_AT })

    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context).toEqual({
      deadline: SENT_AT + 300_000,
      remainingMs: 300_000,
    })

    actor.send({ type: 'clock.tick', now: SENT_AT + 60_000 })
    expect(formatRemaining(actor.getSnapshot().context.remainingMs)).toBe('04:00')
  })

  it('derives the time left from the deadline, so a throttled tab catches up in one tick', () => {
    const actor = startCountdown()
    actor.send({ type: 'otp.sent', at: SENT_AT })

    actor.send({ type: 'clock.tick', now: SENT_AT + 299_500 })
    expect(actor.getSnapshot().value).toBe('counting')
    expect(formatRemaining(actor.getSnapshot().context.remainingMs)).toBe('00:01')

    actor.send({ type: 'clock.tick', now: SENT_AT + 300_000 })
    expect(actor.getSnapshot().value).toBe('expired')
    expect(actor.getSnapshot().context.remainingMs).toBe(0)
  })

  it('ignores another OTP while counting', () => {
    const actor = startCountdown()
    actor.send({ type: 'otp.sent', at: SENT_AT })
    actor.send({ type: 'otp.sent', at: SENT_AT + 10_000 })

    expect(actor.getSnapshot().context.deadline).toBe(SENT_AT + 300_000)
  })

  it('starts a new countdown when an OTP is sent after expiry', () => {
    const actor = startCountdown()
    actor.send({ type: 'otp.sent', at: SENT_AT })
    actor.send({ type: 'clock.tick', now: SENT_AT + 400_000 })
    actor.send({ type: 'otp.sent', at: SENT_AT + 500_000 })

    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.deadline).toBe(SENT_AT + 800_000)
  })

  it('never shows more than the full cooldown when the clock is set back', () => {
    const actor = startCountdown()
    actor.send({ type: 'otp.sent', at: SENT_AT })
    actor.send({ type: 'clock.tick', now: SENT_AT - 3_600_000 })

    expect(actor.getSnapshot().value).toBe('counting')
    expect(actor.getSnapshot().context.remainingMs).toBe(300_000)
  })

  it('reads the wall clock by itself while counting', async () => {
    const actor = createActor(otpCountdownMachine).start()
    actor.send({ type: 'otp.sent', at: Date.now() })

    const snapshot = await waitFor(actor, (s) => s.context.remainingMs < OTP_RESEND_COOLDOWN_MS, {
      timeout: 3_000,
    })
    expect(snapshot.value).toBe('counting')
    actor.stop()
  })
})
