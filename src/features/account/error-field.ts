import type { OtpFlowError } from '#machines/otp-flow'

/** Which input a rule's error belongs to; the server's refusals belong to the whole form. */
export function fieldOfError(code: OtpFlowError | null): string | null {
  switch (code) {
    case 'PHONE_REQUIRED':
    case 'PHONE_INVALID':
      return 'phone'
    case 'PASSWORD_REQUIRED':
    case 'PASSWORD_TOO_SHORT':
      return 'password'
    case 'PASSWORD_MISMATCH':
      return 'confirmPassword'
    case 'FULL_NAME_REQUIRED':
      return 'fullName'
    case 'CODE_INVALID':
    case 'OTP_NOT_REQUESTED':
      return 'code'
    default:
      return code ? 'form' : null
  }
}
