/** A refusal a script explains in one line, without a stack trace. */
export class ScriptError extends Error {
  override name = 'ScriptError'
}

type ErrorClass = abstract new (...args: never[]) => Error

/**
 * Ends a command that failed: a refusal of one of the `known` kinds in its own words, anything else
 * (a bug) with its stack.
 */
export function reportFailure(error: unknown, known: ErrorClass[]): void {
  console.error(known.some((kind) => error instanceof kind) ? (error as Error).message : error)
  process.exitCode = 1
}
