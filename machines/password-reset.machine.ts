import { setup } from 'xstate'
import { otpFlow } from './otp-flow'

export interface PasswordResetFields {
  phone: string
  password: string
  confirmPassword: string
  code: string
}

/** SPEC §9: after the success message the customer is taken to the login page. */
const REDIRECT_DELAY_MS = 1_500

const flow = otpFlow<PasswordResetFields>({
  emptyFields: { phone: '', password: '', confirmPassword: '', code: '' },
})

/**
 * Password reset: the customer asks for a code sent to the account's phone, types it with the new
 * password, and is taken to the login page.
 */
export const passwordResetMachine = setup({
  types: flow.types,
  schemas: flow.schemas,
  actors: {
    ...flow.actors,
    setNewPassword: flow.verifyCall<void>('setNewPassword'),
  },
  actions: flow.actions,
  guards: flow.guards,
  delays: { redirectDelay: REDIRECT_DELAY_MS },
}).createMachine({
  id: 'passwordReset',
  description:
    "Password reset: a code by SMS to the account's phone, then the new password, then the login page.",
  context: flow.context,
  initial: 'editing',
  states: {
    ...flow.states({
      actor: 'setNewPassword',
      onDone: { target: '#passwordReset.passwordChanged' },
    }),
    passwordChanged: {
      description: `The new password is saved and the success message shows; after ${REDIRECT_DELAY_MS / 1_000} s the customer is taken to the login page.`,
      tags: 'succeeded',
      after: {
        redirectDelay: {
          target: 'leaving',
          meta: { spec: 'SPEC 9 After a password reset: the login page 1.5 s later' },
        },
      },
    },
    leaving: {
      type: 'final',
      description: 'The reset is over and the screen opens the login page.',
    },
  },
})
