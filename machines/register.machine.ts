import { setup } from 'xstate'
import { otpFlow, type OtpVerified } from './otp-flow'
import type { components } from '../contract/schema'

export interface RegisterFields {
  phone: string
  password: string
  confirmPassword: string
  fullName: string
  code: string
}

/** The new account's session, as the verify call answers it; the app signs the customer in. */
export type RegisteredSession = components['schemas']['AuthSession']

const flow = otpFlow<RegisterFields>({
  emptyFields: { phone: '', password: '', confirmPassword: '', fullName: '', code: '' },
  ownFieldsError: ({ fullName }) => (fullName.trim() === '' ? 'FULL_NAME_REQUIRED' : null),
})

/**
 * Registration: the customer fills the form, asks for a code by SMS, types it and creates the
 * account, which signs them in.
 */
export const registerMachine = setup({
  types: flow.types,
  schemas: flow.schemas,
  actors: {
    ...flow.actors,
    createAccount: flow.verifyCall<RegisteredSession>('createAccount'),
  },
  actions: {
    ...flow.actions,
    /** Signs the customer in with the new account's session. */
    signIn: (_, _params: { session: RegisteredSession }) => {},
  },
  guards: flow.guards,
}).createMachine({
  id: 'register',
  description: 'Registration: the form, a code by SMS, then the account is created and signed in.',
  context: flow.context,
  initial: 'editing',
  states: {
    ...flow.states({
      actor: 'createAccount',
      onDone: {
        target: '#register.registered',
        actions: {
          type: 'signIn',
          params: ({ event }: OtpVerified<RegisteredSession>) => ({ session: event.output }),
        },
      },
    }),
    registered: {
      type: 'final',
      tags: 'succeeded',
      description:
        'The account was created and the customer is signed in with it; the screen takes them to the home page.',
    },
  },
})
