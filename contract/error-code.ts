import type { components } from './schema'

/** Every code the API answers with (openapi.yaml's ErrorCode). */
export type ApiErrorCode = components['schemas']['ErrorCode']

/** The one code for a call that got no usable answer: offline, reset, timed out or not JSON. */
export const NO_ANSWER = 'NETWORK_ERROR'

/**
 * The one code for a session that can no longer be renewed: the API answers such a call 402
 * (SPEC 8, "please log in again"), whatever code its body carries.
 */
export const SESSION_ENDED = 'SESSION_EXPIRED'

/** The status that means the session has ended. */
export const SESSION_ENDED_STATUS = 402

/** What a failed call reports: the API's own code, NO_ANSWER or SESSION_ENDED. */
export type ErrorCode = ApiErrorCode | typeof NO_ANSWER | typeof SESSION_ENDED

/**
 * A refused or unanswered call, on both sides: the server's ApiError answers with it and the
 * client's ApiError carries it. `status` is null when no answer came.
 */
export interface ErrorShape {
  readonly status: number | null
  readonly code: ErrorCode
}

/** The code of a failed call: the API's own `code`, or NO_ANSWER when no answer came. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown }
    if (typeof code === 'string' && code.length > 0) return code as ErrorCode
  }
  return NO_ANSWER
}
