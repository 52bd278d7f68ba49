import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from './api-error.ts'
import { operationIdOf } from './operations.ts'

/** Statuses any operation may answer without listing them: infrastructure, not the operation. */
const genericErrorStatuses = new Set([413, 415, 429, 500, 501])
const errorSchema = { $ref: 'contract#/components/schemas/Error' }

interface ContentSchemas {
  content?: Record<string, { schema?: object }>
}

/**
 * For tests: checks every JSON body an operation answers against its response schema in
 * openapi.yaml, and turns a mismatch (or a status the operation does not document) into
 * 500 RESPONSE_SCHEMA_MISMATCH so the test that caused it fails with the details.
 */
export function addResponseValidation(app: FastifyInstance, contract: object): void {
  const validatorFor = responseValidators(contract)

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

type ValidatorFor = (schema: object) => ValidateFunction

/**
 * One validator per response schema of a contract (loadContract gives every app of a process the
 * same document): each schema is compiled once, however many apps the process builds.
 */
const validatorsByContract = new WeakMap<object, ValidatorFor>()

function responseValidators(contract: object): ValidatorFor {
  const known = validatorsByContract.get(contract)
  if (known) return known
  const ajv = new Ajv({ strict: false, allErrors: true, addUsedSchema: false })
  addFormats.default(ajv)
  ajv.addSchema(structuredClone(contract), 'contract')
  // Each app's routes hold copies of the contract's schemas: a copy met for the first time is
  // found by its text, and then by itself.
  const byText = new Map<string, ValidateFunction>()
  const bySchema = new WeakMap<object, ValidateFunction>()
  const validatorFor = (schema: object) => {
    let validate = bySchema.get(schema)
    if (validate) return validate
    const text = JSON.stringify(schema)
    validate = byText.get(text) ?? ajv.compile(schema)
    byText.set(text, validate)
    bySchema.set(schema, validate)
    return validate
  }
  validatorsByContract.set(contract, validatorFor)
  return validatorFor
}
