import type { ErrorShape } from '#contract/error-code.ts'
import type { components } from '#contract/schema.d.ts'

export type ErrorCode = components['schemas']['ErrorCode']
export type ErrorBody = components['schemas']['Error']

/**
 * The one way a handler refuses a request: the error handler answers `status` with
 * `{ code, message, details }`. `message` is for developers and logs; the SPA translates `code`
 * and reads `details` where a refusal names what to fix (the duplicate codes of a paste). The SPA's
 * ApiError carries the same shape.
 */
export class ApiError extends Error implements ErrorShape {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code)
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      ...(this.message !== this.code && { message: this.message }),
      ...(this.details && { details: this.details }),
    }
  }
}
