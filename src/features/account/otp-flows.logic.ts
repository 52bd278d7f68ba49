import type { OtpVerifyInput } from '#machines/otp-flow'
import type { OtpSent } from '#machines/otp-form'
import { passwordResetMachine, type PasswordResetFields } from '#machines/password-reset.machine'
import {
  registerMachine,
  type RegisteredSession,
  type RegisterFields,
} from '#machines/register.machine'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'
import { activeLocale } from '../../i18n/activate-locale'
import { fromRequest } from '../../lib/from-request'
import type { AppServices } from '../../services'

/**
 * The call that sends a code by SMS: each flow has its own, which answers the same way. The SMS is
 * written in the language the customer reads the shop in.
 */
function requestOtp(api: ApiClient, path: '/api/v1/register-otp' | '/api/v1/forget-password-otp') {
  return fromRequest<OtpSent, { phone: string }>(async ({ input, signal }) => {
    const body = { phone: input.phone, language: activeLocale() }
    const sent = await dataOf(api.POST(path, { body, signal }))
    return { token: sent.token, sentAt: Date.now() }
  })
}

/**
 * The registration machine with its calls (SPEC §7 and DECISIONS' register-otp); the account it
 * creates is signed in at once.
 */
export function createRegisterLogic({ api, auth }: Pick<AppServices, 'api' | 'auth'>) {
  return registerMachine.provide({
    actors: {
      requestOtp: requestOtp(api, '/api/v1/register-otp'),
      createAccount: fromRequest<RegisteredSession, OtpVerifyInput<RegisterFields>>(
        ({ input: { fields, token }, signal }) =>
          dataOf(
            api.POST('/api/v1/verify-register-craete-customer', {
              headers: { Authorization: `Bearer ${token}` },
              body: {
                userName: fields.phone.trim(),
                password: fields.password,
                role: 'CUSTOMER',
                fullName: fields.fullName.trim(),
                code: fields.code.trim(),
              },
              signal,
            }),
          ),
      ),
    },
    actions: {
      signIn: (_, { session }) =>
        void auth().then((actor) => actor.send({ type: 'session.established', session })),
    },
  })
}

/** The password reset machine with its calls. */
export function createPasswordResetLogic({ api }: Pick<AppServices, 'api'>) {
  return passwordResetMachine.provide({
    actors: {
      requestOtp: requestOtp(api, '/api/v1/forget-password-otp'),
      setNewPassword: fromRequest<void, OtpVerifyInput<PasswordResetFields>>(
        async ({ input: { fields, token }, signal }) => {
          await dataOf(
            api.POST('/api/v1/forget-password-verify-otp', {
              headers: { Authorization: `Bearer ${token}` },
              body: {
                userName: fields.phone.trim(),
                code: fields.code.trim(),
                password: fields.password,
              },
              signal,
            }),
          )
        },
      ),
    },
  })
}
