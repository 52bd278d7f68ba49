import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

interface Schema {
  $ref?: string
  type?: string
  enum?: unknown[]
  format?: string
  pattern?: string
  items?: Schema
  properties?: Record<string, Schema>
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
}
interface Parameter {
  $ref?: string
  name: string
  in: string
  schema?: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

/** One input of an operation: where it is, its name (`body.a.b[]` for nested), and its schema. */
interface ContractInput {
  operation: string
  location: string
  name: string
  schema: Schema
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete'])

/**
 * Every parameter and body property of openapi.yaml's operations, nested properties included. The
 * `/dev` helpers are left out: they do not exist in production.
 */
function listInputs(contractPath = 'openapi.yaml'): ContractInput[] {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Record<string, unknown> & {
    paths: Record<string, Record<string, unknown>>
  }
  const resolve = <T extends { $ref?: string }>(node: T): T => {
    if (!node.$ref) return node
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], contract)
    return resolve(target as T)
  }

  const inputs: ContractInput[] = []
  for (const [path, item] of Object.entries(contract.paths)) {
    if (path.startsWith('/dev/')) continue
    const shared = (item.parameters as Parameter[] | undefined) ?? []
    for (const [method, value] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue
      const operation = `${method.toUpperCase()} ${path}`
      const { parameters = [], requestBody } = value as Operation
      for (const parameter of [...shared, ...parameters].map(resolve)) {
        inputs.push({
          operation,
          location: parameter.in,
          name: parameter.name,
          schema: resolve(parameter.schema ?? {}),
        })
      }
      const walk = (schema: Schema | undefined, name: string) => {
        if (!schema) return
        const resolved = resolve(schema)
        if (name !== 'body') inputs.push({ operation, location: 'body', name, schema: resolved })
        for (const nested of [
          ...(resolved.allOf ?? []),
          ...(resolved.oneOf ?? []),
          ...(resolved.anyOf ?? []),
        ]) {
          walk(nested, name)
        }
        if (resolved.items) walk(resolved.items, `${name}[]`)
        for (const [key, property] of Object.entries(resolved.properties ?? {})) {
          walk(property, `${name}.${key}`)
        }
      }
      walk(requestBody?.content?.['application/json']?.schema, 'body')
    }
  }
  return inputs
}

/**
 * The names that carry an identifier of something a user owns or is: `id`, `...Id`, `..._id`;
 * `createdbyName` is the sender's user id (SPEC 3); `x-request-id` is the buyer's wallet id (SPEC 7);
 * `fileName` names an upload.
 */
const ID_NAME = /^(id|createdbyName|fileName|x-request-id)$|Id$|_id$/

/** Every identifier an operation takes, as `METHOD /path in:name`, so a new endpoint joins the IDOR matrix. */
export function listIdTakingInputs(): string[] {
  const ids = listInputs().filter(({ location, name }) => {
    const leaf = location === 'body' ? name.slice(name.lastIndexOf('.') + 1) : name
    return (location !== 'body' || name.split('.').length === 2) && ID_NAME.test(leaf)
  })
  return [
    ...new Set(
      ids.map(
        ({ operation, location, name }) =>
          `${operation} ${location}:${location === 'body' ? name.slice('body.'.length) : name}`,
      ),
    ),
  ]
}

/** Every string a body takes without a format, pattern or enum: free text, as `METHOD /path body.x`. */
export function listFreeTextInputs(): string[] {
  const texts = listInputs().filter(
    ({ location, schema }) =>
      location === 'body' &&
      schema.type === 'string' &&
      !schema.enum &&
      !schema.format &&
      !schema.pattern,
  )
  return [...new Set(texts.map(({ operation, name }) => `${operation} ${name}`))]
}

/** Every operation that takes a JSON body, as `METHOD /path`. */
export function listJsonBodyOperations(): string[] {
  const operations = listInputs()
    .filter(({ location }) => location === 'body')
    .map(({ operation }) => operation)
  return [...new Set(operations)]
}
