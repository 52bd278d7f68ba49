import { notFound } from '@tanstack/react-router'

/** A UUID in its usual text form, any version: the ids the backend gives games and customers. */
export const UUID_PATTERN = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i

/**
 * Path params that do not fit their screen (an unknown detail type, a page size of 0) describe a
 * page that does not exist: the customer gets the not-found screen, not an error. The checks are
 * written by hand rather than with valibot: every route's params are parsed by code the first
 * screen downloads (docs/performance.md).
 */
export function parseRouteParams<TParams>(
  parse: (raw: Record<string, string>) => TParams | null,
  raw: Record<string, string>,
): TParams {
  const params = parse(raw)
  if (params === null) throw notFound()
  return params
}
