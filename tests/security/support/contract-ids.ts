import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

type Schema = {
  $ref?: string
  properties?: Record<string, unknown>
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
}
type Parameter = { $ref?: string; name: string; in: string }
type Operation = {
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

/**
 * The names that carry an identifier of something a user owns or is: `id`, `...Id`, `..._id`;
 * `createdbyName` is the sender's user id (SPEC 3); `x-request-id` is the buyer's wallet id (SPEC 7);
 * `fileName` names an upload.
 */
const ID_NAME = /^(id|createdbyName|fileName|x-request-id)$|Id$|_id$/

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete'])

/**
 * Every identifier an operation of openapi.yaml takes, as `METHOD /path in:name`, so a new endpoint
 * joins the IDOR matrix by itself. The `/dev` helpers are left out: they do not exist in production.
 */
export function listIdTakingInputs(contractPath = 'openapi.yaml'): string[] {
  const contract = parse(readFileSync(contractPath, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>
  }
  const resolve = <T>(node: T & { $ref?: string }): T =>
    node.$ref
      ? resolve(
          node.$ref
            .slice(2)
            .split('/')
            .reduce<Record<string, unknown>>(
              (parent, key) => parent[key] as Record<string, unknown>,
              contract,
            ) as T & { $ref?: string },
        )
      : node

  const bodyProperties = (schema: Schema | undefined): string[] => {
    if (!schema) return []
    const resolved = resolve(schema)
    const nested = [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]
    return [...Object.keys(resolved.properties ?? {}), ...nested.flatMap(bodyProperties)]
  }

  const inputs: string[] = []
  for (const [path, item] of Object.entries(contract.paths)) {
    if (path.startsWith('/dev/')) continue
    const shared = (item.parameters as Parameter[] | undefined) ?? []
    for (const [method, value] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue
      const operation = value as Operation
      const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => resolve(p))
      const body = operation.requestBody?.content?.['application/json']?.schema
      const names = [
        ...parameters.map((parameter) => `${parameter.in}:${parameter.name}`),
        ...bodyProperties(body).map((property) => `body:${property}`),
      ]
      for (const name of names) {
        if (ID_NAME.test(name.slice(name.indexOf(':') + 1))) {
          inputs.push(`${method.toUpperCase()} ${path} ${name}`)
        }
      }
    }
  }
  return inputs
}
