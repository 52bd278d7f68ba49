import { sql, type RawBuilder } from 'kysely'

declare const jsonbBrand: unique symbol
/** A value bound for a jsonb column; only jsonb() makes one. */
export interface Jsonb<T> {
  readonly [jsonbBrand]: T
}

/**
 * node-postgres sends a JS array as a PostgreSQL array literal, not as JSON, while PGlite sends JSON:
 * serializing here makes both drivers store the same document. The column types in tables.ts accept
 * nothing else, so a forgotten jsonb() is a compile error rather than a bug on one database only.
 */
export function jsonb<T>(value: T): RawBuilder<Jsonb<T>> {
  return sql<Jsonb<T>>`cast(${JSON.stringify(value)} as jsonb)`
}
