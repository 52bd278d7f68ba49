/** The code of a failed call: the API's own `code`, or NETWORK_ERROR when no answer came. */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown }
    if (typeof code === 'string' && code.length > 0) return code
  }
  return 'NETWORK_ERROR'
}
