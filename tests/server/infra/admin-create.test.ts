import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { createCustomer } from '#server/src/modules/accounts/customer-accounts.ts'
import { createPasswords } from '#server/src/security/passwords.ts'
import { emptyDatabaseIn } from '../../support/empty-cluster.ts'
import { runServerScript, withEmbeddedShop, withPostgresShop } from '../support/server-scripts.ts'

// `npm run admin:create -- --phone P` as an operator runs it, password piped on stdin, against the
// PGlite database in its own DATA_DIR (and, with DATABASE_URL set, beside a shop on PostgreSQL).

const passwords = createPasswords(10)
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-create-'))
  await emptyDatabaseIn(dataDir)
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const createAdmin = (args: string[], stdin: string, databaseUrl?: string) =>
  runServerScript('create-admin.ts', args, { dataDir, stdin, ...(databaseUrl && { databaseUrl }) })

/** The database as the shop opens it, open while `inspect` runs (the command refuses meanwhile). */
const withDatabase = <T>(inspect: (db: Database) => Promise<T>) =>
  withEmbeddedShop(dataDir, inspect)

const accountOf = (db: Database, phone: string) =>
  db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .select(['users.role', 'users.password_hash', 'wallets.balance'])
    .where('user_name', '=', phone)
    .executeTakeFirst()

describe('npm run admin:create', () => {
  test('beside a running shop on the embedded database, refuses and writes nothing', async () => {
    await withDatabase(async (shop) => {
      const result = await createAdmin(['--phone', '2099000001'], 'operator-pass-1\n')
      expect(result.code).toBe(1)
      expect(result.out).toContain(`is open in process ${process.pid}`)
      expect(result.out).toContain('DATABASE_URL')
      expect(result.out).not.toContain('new operator')
      expect(await accountOf(shop, '2099000001')).toBeUndefined()
    })
  }, 60_000)

  test('once the shop has stopped, creates an operator with a wallet and the password read from stdin', async () => {
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

  // A PostgreSQL server serves the shop and the command at once.
  test.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, creates an operator beside a running shop',
    () =>
      withPostgresShop(async (shop, databaseUrl) => {
        const result = await createAdmin(
          ['--phone', '2099000004'],
          'operator-pass-4\n',
          databaseUrl,
        )
        expect(result).toMatchObject({ code: 0, out: expect.stringContaining('a new operator') })
        expect(await accountOf(shop, '2099000004')).toMatchObject({ role: 'ADMIN', balance: 0 })
      }),
    60_000,
  )
})
