import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt's cost in production: N = 2^15. OWASP's baseline (N = 2^17, r = 8, p = 1) costs ~130 MB
 * per hash; 2^15 keeps a login near 50 ms and 32 MB while staying far from brute-forceable for a
 * leaked table.
 */
export const PRODUCTION_HASH_COST = 15
const blockSize = 8
const parallelism = 1
const keyLength = 32

export interface Passwords {
  /** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
  hash: (password: string) => Promise<string>
  /** Constant-time check of a password against a stored hash; `null` (no account) is always false. */
  verify: (stored: string | null, password: string) => Promise<boolean>
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; twice that leaves Node's own bookkeeping room.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hashes new passwords at N = 2^`cost`; verifies stored hashes at whatever cost they carry. */
export function createPasswords(cost: number): Passwords {
  const N = 2 ** cost

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16)
    const key = await derive(password, salt, N, blockSize, parallelism)
    const encoded = [salt.toString('base64url'), key.toString('base64url')]
    return ['scrypt', N, blockSize, parallelism, ...encoded].join('$')
  }

  // Verifying against this when the account does not exist makes "no such user" take as long as
  // "wrong password", so response times do not reveal which phone numbers have accounts.
  const absentAccountHash = hash(randomBytes(16).toString('base64url'))

  async function verify(stored: string | null, password: string): Promise<boolean> {
    const parts = (stored ?? (await absentAccountHash)).split('$')
    const [scheme, n, r, p, salt, expected] = parts
    if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !expected) return false
    const expectedKey = Buffer.from(expected, 'base64url')
    const key = await derive(
      password,
      Buffer.from(salt, 'base64url'),
      Number(n),
      Number(r),
      Number(p),
    )
    return stored !== null && key.length === expectedKey.length && timingSafeEqual(key, expectedKey)
  }

  return { hash, verify }
}
