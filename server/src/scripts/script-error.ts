/** A refusal a script explains in one line, without a stack trace. */
export class ScriptError extends Error {
  override name = 'ScriptError'
}
