import { Ajv, type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

const shared: Options = {
  strict: false,
  useDefaults: true,
  removeAdditional: false,
  addUsedSchema: false,
}

/**
 * Request validation from the contract. Path, query and header values arrive as text, so they are
 * coerced to the contract's types. Bodies are not: `{"amount": "5"}` or `{"amount": null}` (which
 * coercion would turn into 0) is a 400, not a guess about money.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<object> {
  const bodies = new Ajv({ ...shared, coerceTypes: false })
  const parameters = new Ajv({ ...shared, coerceTypes: 'array' })
  addFormats.default(bodies)
  addFormats.default(parameters)
  return ({ schema, httpPart }) => {
    // A raw upload (`format: binary`) arrives as a Buffer; its checks are the upload handler's.
    const binary = (schema as { format?: string }).format === 'binary'
    if (binary) return () => true
    if (httpPart === 'headers') return parameters.compile(lowerCaseHeaderNames(schema))
    return (httpPart === 'body' ? bodies : parameters).compile(schema)
  }
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
