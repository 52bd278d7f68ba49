import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~130 MB per hash; N=2^15 keeps a login near
// 50 ms and 32 MB while staying far from brute-forceable for a leaked table.
const cost = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions
const keyLength = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

// Verifying against this when the account does not exist makes "no such user" take as long as
// "wrong password", so response times do not reveal which phone numbers have accounts.
const absentAccountHash = hashPassword(randomBytes(16).toString('base64url'))

/** Constant-time check of a password against a stored hash; `null` (no account) is always false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const parts = (stored ?? (await absentAccountHash)).split('$')
  const [scheme, n, r, p, salt, expected] = parts
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !expected) return false
  const expectedKey = Buffer.from(expected, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  })
  return stored !== null && key.length === expectedKey.length && timingSafeEqual(key, expectedKey)
}
