import { Ajv, type Options, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

const shared: Options = {
  strict: false,
  useDefaults: true,
  removeAdditional: false,
  addUsedSchema: false,
}

const bodies = new Ajv({ ...shared, coerceTypes: false })
const parameters = new Ajv({ ...shared, coerceTypes: 'array' })
addFormats.default(bodies)
addFormats.default(parameters)

/**
 * Each schema's validator, by the part it checks and the schema's text: every route of every app
 * built in this process (the backend suites build a hundred) is handed a copy of the contract's
 * schemas, which would otherwise each be compiled again.
 */
const compiled = new Map<string, ValidateFunction>()

/**
 * Request validation from the contract. Path, query and header values arrive as text, so they are
 * coerced to the contract's types. Bodies are not: `{"amount": "5"}` or `{"amount": null}` (which
 * coercion would turn into 0) is a 400, not a guess about money.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  // A raw upload (`format: binary`) arrives as a Buffer; its checks are the upload handler's.
  const binary = (schema as { format?: string }).format === 'binary'
  if (binary) return () => true
  const key = `${String(httpPart)}\0${JSON.stringify(schema)}`
  let validate = compiled.get(key)
  if (!validate) {
    validate =
      httpPart === 'headers'
        ? parameters.compile(lowerCaseHeaderNames(schema))
        : (httpPart === 'body' ? bodies : parameters).compile(schema)
    compiled.set(key, validate)
  }
  return validate
}

/**
 * Node hands headers over with lower-case names, while the contract spells them as sent
 * (`Idempotency-Key`). Fastify's own compiler lowers the schema's names; a custom one must too.
 */
function lowerCaseHeaderNames(schema: object): object {
  const { properties, required } = schema as {
    properties?: Record<string, unknown>
    required?: string[]
  }
  return {
    ...schema,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(required && { required: required.map((name) => name.toLowerCase()) }),
  }
}
