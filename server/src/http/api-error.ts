import type { components } from '../../../contract/schema.d.ts'

export type ErrorCode = components['schemas']['ErrorCode']
export type ErrorBody = components['schemas']['Error']

/**
 * The one way a handler refuses a request: the error handler answers `status` with
 * `{ code, message }`. `message` is for developers and logs; the SPA translates `code`.
 */
export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? code)
  }

  toBody(): ErrorBody {
    return this.message === this.code
      ? { code: this.code }
      : { code: this.code, message: this.message }
  }
}
