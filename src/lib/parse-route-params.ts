import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/**
 * Path params that do not fit their screen (an unknown detail type, a page size of 0) describe a
 * page that does not exist: the customer gets the not-found screen, not an error.
 */
export function parseRouteParams<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: Record<string, string>,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, raw)
  if (!result.success) throw notFound()
  return result.output
}
