import { fromCallback } from 'xstate'
import { describe, expect, it } from 'vitest'
import { formOtpCountdownMachine } from '../../machines/otp-countdown.machine.ts'
import { passwordResetMachine } from '../../machines/password-reset.machine.ts'
import { ControlledPromises } from '../support/controlled-promises.ts'
import { walkMachinePaths, type EventPayloads } from '../support/model-paths.ts'
import { formEdits, serializeFormState } from './otp-form-model.ts'

type PasswordResetMachine = typeof passwordResetMachine

export function passwordResetModel() {
  const promises = new ControlledPromises()
  const machine = passwordResetMachine.provide({
    actors: {
      requestOtp: promises.logic(),
      setNewPassword: promises.logic(),
      otpCountdown: formOtpCountdownMachine.provide({
        actors: { ticker: fromCallback(() => undefined) },
      }),
    },
  })
  const events: EventPayloads<PasswordResetMachine> = {
    'user.edit': formEdits,
    'xstate.done.actor.requestOtp': [
      { type: 'xstate.done.actor.requestOtp', output: { token: 'otp-token', sentAt: 1_000 } },
    ],
    'xstate.error.actor.requestOtp': [
      { type: 'xstate.error.actor.requestOtp', error: { code: 'INVALID_USERNAME' } },
    ],
    'xstate.done.actor.setNewPassword': [
      { type: 'xstate.done.actor.setNewPassword', output: undefined },
    ],
    'xstate.error.actor.setNewPassword': [
      { type: 'xstate.error.actor.setNewPassword', error: { code: 'OTP_EXPIRED' } },
    ],
  }
  return {
    machine,
    promises,
    events,
    serializeState: serializeFormState,
    simplePaths: false,
  }
}

describe('passwordResetMachine, model-based', () => {
  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(passwordResetModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    expect(walk.paths.map((path) => path.description)).toContainEqual(
      expect.stringMatching(/passwordChanged --xstate\.after\.redirectDelay\.[^ ]+--> leaving$/),
    )
  })
})
