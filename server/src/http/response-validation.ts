import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './api-error.ts'
import { operationIdOf } from './operations.ts'

/** Statuses any operation may answer without listing them: infrastructure, not the operation. */
const genericErrorStatuses = new Set([413, 415, 429, 500, 501])

interface ContentSchemas {
  content?: Record<string, { schema?: object }>
}

/**
 * For tests: checks every JSON body an operation answers against its response schema in
 * openapi.yaml, and turns a mismatch (or a status the operation does not document) into
 * 500 RESPONSE_SCHEMA_MISMATCH so the test that caused it fails with the details.
 */
export function addResponseValidation(app: FastifyInstance, contract: object): void {
  const ajv = new Ajv({ strict: false, allErrors: true, addUsedSchema: false })
  addFormats.default(ajv)
  ajv.addSchema(structuredClone(contract), 'contract')
  const errorSchema = { $ref: 'contract#/components/schemas/Error' }
  const compiled = new WeakMap<object, ValidateFunction>()
  const validatorFor = (schema: object) => {
    let validate = compiled.get(schema)
    if (!validate) {
      validate = ajv.compile(schema)
      compiled.set(schema, validate)
    }
    return validate
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operationId = operationIdOf(request.routeOptions.schema)
    const contentType = String(reply.getHeader('content-type') ?? '')
    if (
      !operationId ||
      !contentType.startsWith('application/json') ||
      typeof payload !== 'string'
    ) {
      return payload
    }
    const status = reply.statusCode
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<
      string,
      ContentSchemas
    >
    const documented =
      responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default
    const schema =
      documented?.content?.['application/json']?.schema ??
      (genericErrorStatuses.has(status) ? errorSchema : undefined)

    // An onSend hook cannot throw to the error handler: it answers the error's body itself.
    const mismatch = (details: Record<string, unknown>) => {
      request.log.error({ operationId, status, details }, 'Response does not match openapi.yaml')
      const answer = new ApiError(
        500,
        'RESPONSE_SCHEMA_MISMATCH',
        `${operationId} answered ${status} outside its contract`,
        details,
      )
      reply.code(answer.status)
      return JSON.stringify(answer.toBody())
    }

    if (!schema) return mismatch({ undocumentedStatus: status, body: payload })
    const validate = validatorFor(schema)
    if (!validate(JSON.parse(payload))) return mismatch({ errors: validate.errors, body: payload })
    return payload
  })
}
