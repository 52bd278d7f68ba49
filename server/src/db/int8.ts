/**
 * int8 (bigint) columns hold kip amounts and counts. Both drivers hand them over as JS numbers
 * through this parser, which refuses a value a double cannot hold exactly rather than round money.
 */
export function parseInt8(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is beyond Number.MAX_SAFE_INTEGER`)
  }
  return value
}

export const INT8_OID = 20
