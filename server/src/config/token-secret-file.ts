import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError } from './config-error.ts'

/** Without TOKEN_SECRET, one is generated on first start and kept so a restart keeps sessions. */
export function persistedTokenSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
    throw new ConfigError(`${file} holds a secret shorter than 32 characters; delete it to renew`)
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}
