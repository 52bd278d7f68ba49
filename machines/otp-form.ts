/**
 * What the registration and password-reset forms share: their fields' rules (SPEC §5 and the
 * API's schemas) as error codes, which the screens translate.
 */

/** SPEC §9: a phone number has at most 11 characters; the API wants 8 to 11 digits. */
export const PHONE_MAX_LENGTH = 11
const PHONE_PATTERN = /^[0-9]{8,11}$/
export const PASSWORD_MIN_LENGTH = 6
const OTP_PATTERN = /^[0-9]{6}$/

export type FieldErrorCode =
  | 'PHONE_REQUIRED'
  | 'PHONE_INVALID'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_MISMATCH'
  | 'FULL_NAME_REQUIRED'
  | 'CODE_INVALID'
  /** The form was sent before a code was asked for. */
  | 'OTP_NOT_REQUESTED'

/** The code sent by SMS: the token the verify call carries, and when it went out (epoch ms). */
export interface OtpSent {
  token: string
  sentAt: number
}

export function phoneError(phone: string): FieldErrorCode | null {
  if (phone.trim() === '') return 'PHONE_REQUIRED'
  return PHONE_PATTERN.test(phone.trim()) ? null : 'PHONE_INVALID'
}

/** The new password and its confirmation, in the order SPEC §5 checks them. */
export function newPasswordError(password: string, confirmation: string): FieldErrorCode | null {
  if (password === '' || confirmation === '') return 'PASSWORD_REQUIRED'
  if (password !== confirmation) return 'PASSWORD_MISMATCH'
  return password.length < PASSWORD_MIN_LENGTH ? 'PASSWORD_TOO_SHORT' : null
}

export function codeError(code: string): FieldErrorCode | null {
  return OTP_PATTERN.test(code.trim()) ? null : 'CODE_INVALID'
}
