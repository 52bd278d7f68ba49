import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import type { RateLimitOptions } from '@fastify/rate-limit'
import type { operations } from '#contract/schema.d.ts'

/**
 * Handler types derived from openapi.yaml (through the generated contract/schema.d.ts), so a
 * handler that reads a parameter the contract lacks, or answers a body it does not allow, fails
 * to compile.
 */
export type OperationId = keyof operations

type Present<T> = [Exclude<T, undefined>] extends [never]
  ? Record<string, never>
  : Exclude<T, undefined>
type Parameters<K extends OperationId> = operations[K]['parameters']

export type PathParams<K extends OperationId> = Present<Parameters<K>['path']>
export type QueryParams<K extends OperationId> = Present<Parameters<K>['query']>
/** Node lowercases header names, and Fastify validates them lowercased. */
export type HeaderParams<K extends OperationId> = {
  [H in keyof Present<Parameters<K>['header']> as Lowercase<H & string>]: Present<
    Parameters<K>['header']
  >[H]
}

type BodyOf<RequestBody> = RequestBody extends { content: { 'application/json': infer Json } }
  ? Json
  : RequestBody extends { content: object }
    ? Buffer // a raw image (uploadFile), read by the image body parser
    : undefined
export type RequestBody<K extends OperationId> = BodyOf<operations[K]['requestBody']>

export type SuccessBody<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer Body } }
}
  ? Body
  : never

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>
  Querystring: QueryParams<K>
  Headers: HeaderParams<K>
  Body: RequestBody<K>
}>

/** Answers 200 with the returned body; refusals throw ApiError. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K>>

/** A handler with its own rate limit (login, OTP requests): see withRateLimit. */
export interface RateLimitedOperation<K extends OperationId> {
  handler: OperationHandler<K>
  rateLimit: RateLimitOptions
}

export type Handlers = { [K in OperationId]: OperationHandler<K> | RateLimitedOperation<K> }

/**
 * Limits how often one client may call an operation; over the limit it answers 429 RATE_LIMITED.
 * The default key is the client IP; `keyGenerator` can key on the phone number instead.
 */
export function withRateLimit<K extends OperationId>(
  handler: OperationHandler<K>,
  rateLimit: RateLimitOptions,
): RateLimitedOperation<K> {
  return { handler, rateLimit }
}

/** The operationId fastify-openapi-glue copies onto a contract route's schema; undefined elsewhere. */
export function operationIdOf(schema: FastifySchema | undefined): string | undefined {
  const operationId = (schema as { operationId?: unknown } | undefined)?.operationId
  return typeof operationId === 'string' ? operationId : undefined
}
