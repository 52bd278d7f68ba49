import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ShopMetrics } from '../observability/shop-metrics.ts'
import { ApiError } from './api-error.ts'

const imageContentType = /^image\//i

/** fastify-openapi-glue's SecurityError (its typings export only the type): one error per failed scheme. */
function securitySchemeErrors(error: unknown): unknown[] | null {
  if (!(error instanceof Error) || error.name !== 'Unauthorized') return null
  const inner = (error as { errors?: unknown }).errors
  return Array.isArray(inner) ? inner : null
}

/** Turns whatever was thrown into the contract's Error body; the client never sees a stack. */
export function toApiError(error: unknown, request: FastifyRequest): ApiError | null {
  if (error instanceof ApiError) return error
  const schemeErrors = securitySchemeErrors(error)
  if (schemeErrors) {
    const thrown = schemeErrors.find((inner): inner is ApiError => inner instanceof ApiError)
    return thrown ?? new ApiError(401, 'UNAUTHORIZED')
  }
  const fastifyError = error as Partial<FastifyError>
  if (fastifyError.validation) {
    return new ApiError(400, 'INVALID_REQUEST', fastifyError.message)
  }
  switch (fastifyError.statusCode) {
    case 413:
      return imageContentType.test(request.headers['content-type'] ?? '')
        ? new ApiError(413, 'FILE_TOO_LARGE')
        : new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 1 MB')
    case 415:
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', fastifyError.message)
    case 403:
      return new ApiError(403, 'FORBIDDEN')
    case 404:
      return new ApiError(404, 'NOT_FOUND')
    case 429:
      return new ApiError(429, 'RATE_LIMITED', fastifyError.message)
  }
  // The remaining 4xx Fastify raises are malformed requests (bad JSON, empty body, bad headers).
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new ApiError(400, 'INVALID_REQUEST', fastifyError.message)
  }
  return null
}

/**
 * `reportContractMismatch` (tests): a body the serializer refuses (a required field missing) answers
 * RESPONSE_SCHEMA_MISMATCH with the reason, like the response validation does, not a bare 500.
 * Every error body is counted by its code here, the one place they are all answered from.
 */
export function createErrorHandler({
  reportContractMismatch,
  metrics,
}: {
  reportContractMismatch: boolean
  metrics: ShopMetrics
}) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error, request)
    if (apiError) {
      // 501 is an operation nobody has written yet, not a fault.
      if (apiError.status >= 500 && apiError.status !== 501)
        request.log.error({ err: error }, apiError.message)
      metrics.errorAnswers.inc({ code: apiError.code })
      return reply.status(apiError.status).send(apiError.toBody())
    }
    request.log.error({ err: error }, 'Unhandled error')
    const answer =
      reportContractMismatch && isSerializationError(error)
        ? new ApiError(
            500,
            'RESPONSE_SCHEMA_MISMATCH',
            `The response body does not match openapi.yaml: ${error.message}`,
          )
        : new ApiError(500, 'INTERNAL_ERROR')
    metrics.errorAnswers.inc({ code: answer.code })
    return reply.status(answer.status).send(answer.toBody())
  }
}

/** Fastify marks errors thrown while serializing a response with the route they came from. */
function isSerializationError(error: unknown): error is Error {
  return error instanceof Error && 'serialization' in error
}
