import { describe, expect, it } from 'vitest'
import { readableTextColor } from '../../src/lib/readable-text-color'

describe('readableTextColor', () => {
  it("keeps the catalogue's colour when it reads on its background", () => {
    expect(readableTextColor('#1e3a8a', '#ffffff')).toBe('#ffffff')
    expect(readableTextColor('#fde047', '#111')).toBe('#111')
  })

  it('switches to black or white, whichever reads better, when it does not', () => {
    expect(readableTextColor('#ef4444', '#ffffff')).toBe('#000000')
    expect(readableTextColor('#0f9f94', '#e2a72e')).toBe('#000000')
    expect(readableTextColor('#1e293b', '#334155')).toBe('#ffffff')
  })

  it('trusts colours it cannot read', () => {
    expect(readableTextColor('rebeccapurple', '#ffffff')).toBe('#ffffff')
    expect(readableTextColor('#ef4444', 'white')).toBe('white')
  })
})
