import { Ajv } from 'ajv'
import { loadContract } from '../http/contract.ts'

/**
 * Checks a value against one of openapi.yaml's component schemas: the rules an operator's phone
 * and password must meet are those registration applies, read from the same place.
 */
export async function contractRule(
  contractPath: string,
  schemaName: string,
): Promise<(value: unknown) => boolean> {
  const contract = await loadContract(contractPath, { devHelpers: false })
  const schemas = (contract.components as { schemas: Record<string, object> }).schemas
  const schema = schemas[schemaName]
  if (!schema) throw new Error(`openapi.yaml has no schema ${schemaName}`)
  const validate = new Ajv({ strict: false }).compile(schema)
  return (value) => validate(value)
}
