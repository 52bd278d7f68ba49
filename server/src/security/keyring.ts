import { createHmac, hkdfSync } from 'node:crypto'

/**
 * Every key the server needs comes from the one configured secret, one key per purpose, so a key
 * leaked or misused in one place (say, upload URL signatures) cannot forge another (access tokens).
 */
export interface Keyring {
  derive(purpose: string): Uint8Array
  /** A keyed hash for short secrets kept in the database (OTP codes, refresh tokens). */
  hash(purpose: string, value: string): string
}

export function createKeyring(secret: string): Keyring {
  const cache = new Map<string, Uint8Array>()
  const derive = (purpose: string): Uint8Array => {
    let key = cache.get(purpose)
    if (!key) {
      key = new Uint8Array(hkdfSync('sha256', secret, 'game-topup-shop', purpose, 32))
      cache.set(purpose, key)
    }
    return key
  }
  return {
    derive,
    hash: (purpose, value) =>
      createHmac('sha256', derive(`hash:${purpose}`))
        .update(value)
        .digest('base64url'),
  }
}
