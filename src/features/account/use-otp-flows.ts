import { useFlowActor } from '../../lib/use-flow-actor'
import { createPasswordResetLogic, createRegisterLogic } from './otp-flows.logic'

/** The registration screen's actor; success signs the customer in. */
export function useRegister() {
  return useFlowActor(createRegisterLogic, { systemId: 'register', input: undefined })
}

/** The password reset screen's actor. */
export function usePasswordReset() {
  return useFlowActor(createPasswordResetLogic, { systemId: 'passwordReset', input: undefined })
}
