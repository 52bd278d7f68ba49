import {
  errorCodeOf,
  NO_ANSWER,
  SESSION_ENDED,
  SESSION_ENDED_STATUS,
  type ErrorCode,
  type ErrorShape,
} from '../../contract/error-code'

/** What an openapi-fetch call settles with. */
export interface Answer<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * A call that did not deliver its data, with the server's ApiError's fields in the same order.
 * `code` is the API's own code, NO_ANSWER when no usable answer came (then `status` is null), or
 * SESSION_ENDED for a session that can no longer be renewed. Machines keep the code
 * (`errorCodeOf(event.error)`), screens translate it.
 */
export class ApiError extends Error implements ErrorShape {
  constructor(
    readonly status: number | null,
    readonly code: ErrorCode,
  ) {
    super(`The API call failed: ${code}`)
    this.name = 'ApiError'
  }
}

/**
 * The data of a call, or an ApiError. No usable answer is NO_ANSWER, whatever its shape: the
 * request failed (offline, reset, timed out, aborted), a success's body was not JSON, or an error
 * came without a code (a proxy's 502 page). Such a request may or may not have reached the shop.
 * A 402 is SESSION_ENDED for every caller: the session is over, whatever the call was.
 */
export async function dataOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  let answer: Answer<Data>
  try {
    answer = await call
  } catch {
    throw new ApiError(null, NO_ANSWER)
  }
  const { data, error, response } = answer
  // A 204 is a success without a body: its data is undefined, as the call's type says.
  if (response.ok) return data as Data
  if (response.status === SESSION_ENDED_STATUS) throw new ApiError(response.status, SESSION_ENDED)
  throw new ApiError(response.status, errorCodeOf(error))
}
