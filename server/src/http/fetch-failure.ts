/**
 * Why a fetch to an outside service got no answer, for a log line or an error: its timeout, or the
 * system's reason (ECONNREFUSED, ENOTFOUND...) rather than fetch's generic "fetch failed".
 */
export function describeFetchFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs} ms`
  }
  return `network error: ${causeOf(error)}`
}

function causeOf(error: unknown): string {
  if (error instanceof Error && error.cause instanceof Error) {
    const code = (error.cause as NodeJS.ErrnoException).code
    return code ?? error.cause.message
  }
  return error instanceof Error ? error.message : String(error)
}
