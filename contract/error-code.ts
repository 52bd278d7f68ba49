import type { components } from './schema'

/** Every code the API answers with (openapi.yaml's ErrorCode). */
export type ApiErrorCode = components['schemas']['ErrorCode']

/** The one code for a call that got no usable answer: offline, reset, timed out or not JSON. */
export const NO_ANSWER = 'NETWORK_ERROR'

/** What a failed call reports: the API's own code, or NO_ANSWER. */
export type ErrorCode = ApiErrorCode | typeof NO_ANSWER

/** The code of a failed call: the API's own `code`, or NO_ANSWER when no answer came. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown }
    if (typeof code === 'string' && code.length > 0) return code as ErrorCode
  }
  return NO_ANSWER
}
