import type { OtpVerifyInput } from '../../../machines/otp-flow'
import type { OtpSent } from '../../../machines/otp-form'
import type { PasswordResetFields } from '../../../machines/password-reset.machine'
import type { RegisteredSession, RegisterFields } from '../../../machines/register.machine'
import type { ApiClient } from '../../api/client'
import { fromRequest } from '../../lib/from-request'

/** An API refusal as the machines read it: an object with the error code. */
function refusal(error: { code?: string } | undefined, status: number) {
  return { code: error?.code ?? `HTTP_${status}` }
}

/** The call that sends a code by SMS: each flow has its own, which answers the same way. */
function requestOtp(api: ApiClient, path: '/api/v1/register-otp' | '/api/v1/forget-password-otp') {
  return fromRequest<OtpSent, { phone: string }>(async ({ input, signal }) => {
    const { data, error, response } = await api.POST(path, { body: { phone: input.phone }, signal })
    if (!data) throw refusal(error, response.status)
    return { token: data.token, sentAt: Date.now() }
  })
}

/** The registration machine's calls (SPEC §7 and DECISIONS' register-otp). */
export function registerActors(api: ApiClient) {
  return {
    requestOtp: requestOtp(api, '/api/v1/register-otp'),
    createAccount: fromRequest<RegisteredSession, OtpVerifyInput<RegisterFields>>(
      async ({ input: { fields, token }, signal }) => {
        const { data, error, response } = await api.POST(
          '/api/v1/verify-register-craete-customer',
          {
            headers: { Authorization: `Bearer ${token}` },
            body: {
              userName: fields.phone.trim(),
              password: fields.password,
              role: 'CUSTOMER',
              fullName: fields.fullName.trim(),
              code: fields.code.trim(),
            },
            signal,
          },
        )
        if (!data) throw refusal(error, response.status)
        return data
      },
    ),
  }
}

/** The password reset machine's calls. */
export function passwordResetActors(api: ApiClient) {
  return {
    requestOtp: requestOtp(api, '/api/v1/forget-password-otp'),
    setNewPassword: fromRequest<void, OtpVerifyInput<PasswordResetFields>>(
      async ({ input: { fields, token }, signal }) => {
        const { data, error, response } = await api.POST('/api/v1/forget-password-verify-otp', {
          headers: { Authorization: `Bearer ${token}` },
          body: {
            userName: fields.phone.trim(),
            code: fields.code.trim(),
            password: fields.password,
          },
          signal,
        })
        if (!data) throw refusal(error, response.status)
      },
    ),
  }
}
