import { errorCodeOf, NO_ANSWER, type ErrorCode } from '../../contract/error-code'

/** What an openapi-fetch call settles with. */
export interface Answer<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/**
 * A call that did not deliver its data. `code` is the API's own code, or NO_ANSWER when no usable
 * answer came; `status` is the HTTP status, null when there was none. Machines keep the code
 * (`errorCodeOf(event.error)`), screens translate it.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number | null = null,
  ) {
    super(`The API call failed: ${code}`)
    this.name = 'ApiError'
  }
}

/**
 * The data of a call, or an ApiError. No usable answer is NO_ANSWER, whatever its shape: the
 * request failed (offline, reset, timed out, aborted), a success's body was not JSON, or an error
 * came without a code (a proxy's 502 page). Such a request may or may not have reached the shop.
 */
export async function dataOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  let answer: Answer<Data>
  try {
    answer = await call
  } catch {
    throw new ApiError(NO_ANSWER)
  }
  const { data, error, response } = answer
  // A 204 is a success without a body: its data is undefined, as the call's type says.
  if (response.ok) return data as Data
  throw new ApiError(errorCodeOf(error), response.status)
}
