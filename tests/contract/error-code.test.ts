import { describe, expect, it } from 'vitest'
import { errorCodeOf, NO_ANSWER } from '../../contract/error-code.ts'

describe('errorCodeOf', () => {
  it('reads a backend code, and calls anything else no answer', () => {
    expect(errorCodeOf({ code: 'FORBIDDEN' })).toBe('FORBIDDEN')
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe(NO_ANSWER)
    expect(errorCodeOf({ code: '' })).toBe(NO_ANSWER)
  })
})
