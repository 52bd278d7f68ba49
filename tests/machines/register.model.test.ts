import { fromCallback } from 'xstate'
import { describe, expect, it } from 'vitest'
import { formOtpCountdownMachine } from '../../machines/otp-countdown.machine.ts'
import { registerMachine, type RegisteredSession } from '../../machines/register.machine.ts'
import { ControlledPromises } from '../support/controlled-promises.ts'
import { walkMachinePaths, type EventPayloads } from '../support/model-paths.ts'
import { formEdits, serializeFormState } from './otp-form-model.ts'

type RegisterMachine = typeof registerMachine

const session: RegisteredSession = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { _id: 'u', userName: '2055551234', fullName: 'Noy', role: 'CUSTOMER', walletId: 'w' },
}

export function registerModel() {
  const promises = new ControlledPromises()
  const signedIn: RegisteredSession[] = []
  const machine = registerMachine.provide({
    actors: {
      requestOtp: promises.logic(),
      createAccount: promises.logic(),
      // The walk itself says when the countdown ends (countdown.finished).
      otpCountdown: formOtpCountdownMachine.provide({
        actors: { ticker: fromCallback(() => undefined) },
      }),
    },
    actions: { signIn: (_, { session: established }) => signedIn.push(established) },
  })
  const events: EventPayloads<RegisterMachine> = {
    'user.edit': formEdits,
    'xstate.done.actor.requestOtp': [
      { type: 'xstate.done.actor.requestOtp', output: { token: 'otp-token', sentAt: 1_000 } },
    ],
    'xstate.error.actor.requestOtp': [
      { type: 'xstate.error.actor.requestOtp', error: { code: 'USER_IS_READY' } },
    ],
    'xstate.done.actor.createAccount': [
      { type: 'xstate.done.actor.createAccount', output: session },
    ],
    'xstate.error.actor.createAccount': [
      { type: 'xstate.error.actor.createAccount', error: { code: 'INVALID_OTP' } },
    ],
  }
  return {
    machine,
    promises,
    events,
    serializeState: serializeFormState,
    simplePaths: false,
    signedIn,
  }
}

describe('registerMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const model = registerModel()

    const walk = await walkMachinePaths(model)

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.paths.map((path) => path.description)).toContainEqual(
      expect.stringMatching(/--xstate\.done\.actor\.createAccount--> registered$/),
    )
    expect(model.signedIn.length).toBeGreaterThan(0)
  })
})
