/** PostgreSQL error (SQLSTATE) checks that work for both node-postgres and PGlite errors. */
interface PostgresError {
  code: string
  constraint?: string
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string'
  )
}

/** A unique constraint refused the write; `constraint` narrows it to one constraint by name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    isPostgresError(error) &&
    error.code === '23505' &&
    (constraint === undefined || error.constraint === constraint)
  )
}

/** A CHECK constraint refused the write, such as a wallet balance going below zero. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return (
    isPostgresError(error) &&
    error.code === '23514' &&
    (constraint === undefined || error.constraint === constraint)
  )
}
