import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/lib/env'

describe('build settings', () => {
  it('defaults to the same origin and the in-app contact', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_URL: '',
      VITE_CONTACT_URL: '',
    })
  })

  it('accepts a backend origin', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.shop.la' }).VITE_API_URL).toBe(
      'https://api.shop.la',
    )
  })

  it('refuses a backend address that is not a URL, naming the setting', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.shop.la' })).toThrow(/VITE_API_URL/)
  })

  it('refuses a trailing slash, which would double the slash of every path', () => {
    expect(() => parseEnv({ VITE_API_URL: 'https://api.shop.la/' })).toThrow(/trailing slash/)
  })
})
