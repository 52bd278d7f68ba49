import { assertEvent, assign, fromCallback, sendParent, setup } from 'xstate'
import type { EventSchemas, TransitionMeta } from './chart-notes'

/** The server refuses a new OTP before this much time has passed (SPEC §4 and §9). */
export const OTP_RESEND_COOLDOWN_MS = 300_000

const TICK_INTERVAL_MS = 1_000

export type OtpCountdownEvent =
  /** An OTP went out at `at` (epoch ms); the cooldown starts from then. */
  | { type: 'otp.sent'; at: number }
  /** The current time, `now` (epoch ms), read by the ticker. */
  | { type: 'clock.tick'; now: number }

export interface OtpCountdownContext {
  /** Epoch ms when a resend is allowed again; null before the first OTP. */
  deadline: number | null
  remainingMs: number
}

/** 'mm:ss', rounded up so the display reaches 00:00 only when the wait is over. */
export function formatRemaining(ms: number): string {
  const totalSeconds = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1_000)) : 0
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

/**
 * The OTP resend countdown. The remaining time is always `deadline - now`, never a decremented
 * counter: a background tab whose timers are throttled shows the right time at its next tick.
 */
export const otpCountdownMachine = setup({
  types: {
    context: {} as OtpCountdownContext,
    events: {} as OtpCountdownEvent,
    transitionMeta: {} as TransitionMeta,
  },
  schemas: {
    events: {
      'otp.sent': {
        description: `An OTP went out by SMS at the time it carries; the ${OTP_RESEND_COOLDOWN_MS / 1_000} s wait starts from then.`,
      },
      'clock.tick': {
        description: `The ticker read the clock (every ${TICK_INTERVAL_MS / 1_000} s while counting, and when the tab comes back into view).`,
      },
    },
  } satisfies EventSchemas<OtpCountdownEvent>,
  actors: {
    // Reads the wall clock while counting; the app may add a tick when the tab becomes visible.
    ticker: fromCallback(({ sendBack }) => {
      const tick = () => sendBack({ type: 'clock.tick', now: Date.now() })
      const interval = setInterval(tick, TICK_INTERVAL_MS)
      return () => clearInterval(interval)
    }),
  },
  actions: {
    startCooldown: assign(({ event }) => {
      assertEvent(event, 'otp.sent')
      return { deadline: event.at + OTP_RESEND_COOLDOWN_MS, remainingMs: OTP_RESEND_COOLDOWN_MS }
    }),
    updateRemaining: assign({
      remainingMs: ({ context, event }) => {
        assertEvent(event, 'clock.tick')
        // A clock set back must not show more than the full cooldown.
        const remaining = (context.deadline ?? event.now) - event.now
        return Math.min(OTP_RESEND_COOLDOWN_MS, Math.max(0, remaining))
      },
    }),
    clearRemaining: assign({ remainingMs: 0 }),
    /** Tells whoever runs the countdown that a resend is allowed; nobody by default. */
    announceExpired: () => {},
  },
  guards: {
    deadlineReached: ({ context, event }) => {
      assertEvent(event, 'clock.tick')
      return context.deadline === null || event.now >= context.deadline
    },
  },
}).createMachine({
  id: 'otpCountdown',
  description:
    'The wait before another OTP may be asked for, counted from a deadline so a throttled tab does not drift.',
  context: { deadline: null, remainingMs: 0 },
  initial: 'idle',
  states: {
    idle: {
      description:
        'No code has been sent yet, so the customer may ask for one; no countdown shows.',
      on: { 'otp.sent': { target: 'counting', actions: 'startCooldown' } },
    },
    // A second `otp.sent` cannot happen here (resend is disabled), so it is ignored.
    counting: {
      description: `A code went out: the customer sees the time left (mm:ss) before another may be asked for, ${OTP_RESEND_COOLDOWN_MS / 1_000} s from the sending, and resend is disabled. Checked every ${TICK_INTERVAL_MS / 1_000} s against the deadline.`,
      invoke: { src: 'ticker', id: 'ticker' },
      on: {
        'clock.tick': [
          {
            guard: 'deadlineReached',
            target: 'expired',
            actions: ['clearRemaining', 'announceExpired'],
            meta: { spec: 'SPEC 4 OTP resend: disabled for 300 s' },
          },
          { actions: 'updateRemaining' },
        ],
      },
    },
    expired: {
      description:
        'The wait is over: the countdown shows 00:00 and the customer may ask for a new code, which starts the wait again.',
      on: { 'otp.sent': { target: 'counting', actions: 'startCooldown' } },
    },
  },
})

/**
 * The countdown as a child of a form machine: when it runs out it sends `countdown.finished` to
 * the form, which then allows a new code to be requested.
 */
export const formOtpCountdownMachine = otpCountdownMachine.provide({
  actions: { announceExpired: sendParent({ type: 'countdown.finished' }) },
})
