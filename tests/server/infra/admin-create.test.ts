import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '#server/src/config.ts'
import { openDatabase, type Database } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import { createCustomer } from '#server/src/modules/accounts/customer-accounts.ts'
import { createPasswords } from '#server/src/security/passwords.ts'

// `npm run admin:create -- --phone P` as an operator runs it, password piped on stdin, against the
// PGlite database in its own DATA_DIR.

const repoRoot = resolve(import.meta.dirname, '../../..')
const tsx = join(repoRoot, 'node_modules/.bin/tsx')
const passwords = createPasswords(10)
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-create-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const env = () => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  TOKEN_SECRET: 'admin-create-test-secret'.padEnd(40, 'x'),
})

function createAdmin(args: string[], stdin: string) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(tsx, ['server/src/scripts/create-admin.ts', ...args], {
      cwd: repoRoot,
      env: env(),
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => done({ code, out }))
    child.stdin.end(stdin)
  })
}

/** Opens the script's database while the script is not running (PGlite has one owner at a time). */
async function withDatabase<T>(inspect: (db: Database) => Promise<T>): Promise<T> {
  const { database } = loadConfig(env())
  const db = await openDatabase(database)
  try {
    await migrateToLatest(db, database)
    return await inspect(db)
  } finally {
    await db.destroy()
  }
}

const accountOf = (db: Database, phone: string) =>
  db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .select(['users.role', 'users.password_hash', 'wallets.balance'])
    .where('user_name', '=', phone)
    .executeTakeFirst()

describe('npm run admin:create', () => {
  test('creates an operator with a wallet and the password read from stdin', async () => {
    const result = await createAdmin(['--phone', '2099000001'], 'operator-pass-1\n')
    expect(result).toMatchObject({
      code: 0,
      out: expect.stringContaining('2099000001 is a new operator'),
    })
    await withDatabase(async (db) => {
      const account = await accountOf(db, '2099000001')
      expect(account).toMatchObject({ role: 'ADMIN', balance: 0 })
      expect(await passwords.verify(account?.password_hash ?? null, 'operator-pass-1')).toBe(true)
    })
  }, 60_000)

  test('promotes an existing customer, who signs in with the new password', async () => {
    await withDatabase(async (db) => {
      await db.transaction().execute((trx) =>
        createCustomer(trx, {
          userName: '2099000002',
          fullName: 'Noy',
          passwordHash: 'none',
        }),
      )
    })
    const result = await createAdmin(['--phone', '2099000002'], 'operator-pass-2\n')
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('now an operator') })
    await withDatabase(async (db) => {
      const account = await accountOf(db, '2099000002')
      expect(account?.role).toBe('ADMIN')
      expect(await passwords.verify(account?.password_hash ?? null, 'operator-pass-2')).toBe(true)
    })
  }, 60_000)

  test.each([
    [
      'a phone registration would refuse',
      ['--phone', '12ab'],
      'long-enough\n',
      'The phone must be 8 to 11 digits',
    ],
    [
      'a password registration would refuse',
      ['--phone', '2099000003'],
      'short\n',
      'The password must be 6 to 128 characters',
    ],
    ['no phone', [], 'long-enough\n', 'Usage: npm run admin:create -- --phone'],
  ])(
    'refuses %s, writing nothing',
    async (_, args, stdin, message) => {
      const result = await createAdmin(args, stdin)
      expect(result.code).toBe(1)
      expect(result.out).toContain(message)
      await withDatabase(async (db) => expect(await accountOf(db, '2099000003')).toBeUndefined())
    },
    60_000,
  )
})
