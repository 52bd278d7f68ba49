import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { isCheckViolation, isUniqueViolation } from '#server/src/db/errors.ts'
import { jsonb } from '#server/src/db/jsonb.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import { moveMoney, type WalletMove } from '#server/src/modules/wallet/wallet-ledger.ts'
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts'

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

async function newWallet(phone: string): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({ user_name: phone, full_name: 'Ledger test' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const wallet = await db
    .insertInto('wallets')
    .values({ user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return wallet.id
}

/** Credits through the wallet's ledger; with a top-up, that top-up's credit. */
async function credit(walletId: string, amount: number, topupId?: string) {
  const move: WalletMove = topupId
    ? { reason: 'TOPUP', topupId, amount }
    : { reason: 'ADMIN', amount }
  await db.transaction().execute((trx) => moveMoney(trx, { walletId, move, at: new Date() }))
}

const balanceOf = async (walletId: string) =>
  (
    await db
      .selectFrom('wallets')
      .select('balance')
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow()
  ).balance

describe('migrations', () => {
  test('apply to an empty database, then have nothing left to do', async () => {
    const first = await migrateToLatest(db, database.databaseConfig)
    expect(first.results?.[0]?.migrationName).toBe('0001-initial')
    expect(first.results?.every((result) => result.status === 'Success')).toBe(true)

    const tables = (await db.introspection.getTables()).map((table) => table.name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'wallets',
        'wallet_entries',
        'refresh_tokens',
        'otps',
        'sms_outbox',
        'categories',
        'products',
        'packets',
        'voucher_codes',
        'invoices',
        'topups',
        'chats',
        'uploads',
        'app_meta',
      ]),
    )

    const again = await migrateToLatest(db, database.databaseConfig)
    expect(again.results).toEqual([])
  })

  test('create the indexes the history and chat queries use', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = current_schema()`.execute(db)
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'topups_user_created_idx',
        'invoices_customer_kind_created_idx',
        'chats_group_created_idx',
        'chats_customer_created_idx',
        'voucher_codes_in_stock_idx',
      ]),
    )
  })
})

describe('the money rules the schema enforces', () => {
  test('a balance change with its ledger entry commits; kip amounts read back as numbers', async () => {
    const wallet = await newWallet('2010000001')
    await credit(wallet, 50_000)
    expect(await balanceOf(wallet)).toBe(50_000)
  })

  test('a balance change without a ledger entry is refused at commit', async () => {
    const wallet = await newWallet('2010000002')
    const error = await db
      .transaction()
      .execute((trx) =>
        trx.updateTable('wallets').set({ balance: 1_000 }).where('id', '=', wallet).execute(),
      )
      .catch((caught: unknown) => caught)
    expect(isCheckViolation(error, 'wallet_balance_matches_ledger')).toBe(true)
    expect(await balanceOf(wallet)).toBe(0)
  })

  test('a wallet cannot go below zero', async () => {
    const wallet = await newWallet('2010000003')
    await credit(wallet, 10_000)
    const error = await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('wallets')
          .set((eb) => ({ balance: eb('balance', '-', 20_000) }))
          .where('id', '=', wallet)
          .execute()
        await trx
          .insertInto('wallet_entries')
          .values({ wallet_id: wallet, delta: -20_000, reason: 'PURCHASE', ref_id: null })
          .execute()
      })
      .catch((caught: unknown) => caught)
    expect(isCheckViolation(error, 'wallets_balance_not_negative')).toBe(true)
    expect(await balanceOf(wallet)).toBe(10_000)
  })

  test('ledger entries are never changed or deleted', async () => {
    const wallet = await newWallet('2010000004')
    await credit(wallet, 10_000)
    await expect(
      db.deleteFrom('wallet_entries').where('wallet_id', '=', wallet).execute(),
    ).rejects.toThrow(/append-only/)
    await expect(
      db
        .updateTable('wallet_entries')
        .set({ delta: 99_999 })
        .where('wallet_id', '=', wallet)
        .execute(),
    ).rejects.toThrow(/append-only/)
  })

  test('one top-up cannot be credited twice', async () => {
    const wallet = await newWallet('2010000005')
    const topupId = '0f6b3f9e-7d5c-4d36-9d3f-2b0f5f8f2a11'
    await credit(wallet, 10_000, topupId)
    const error = await credit(wallet, 10_000, topupId).catch((caught: unknown) => caught)
    expect(isUniqueViolation(error, 'wallet_entries_reason_ref_unique')).toBe(true)
    expect(await balanceOf(wallet)).toBe(10_000)
  })

  test('an amount beyond what a JS number holds exactly is refused on read, not rounded', async () => {
    await expect(sql`select 9007199254740993::int8 as amount`.execute(db)).rejects.toThrow(
      /MAX_SAFE_INTEGER/,
    )
  })

  test('jsonb columns keep arrays as JSON documents', async () => {
    const category = await db
      .insertInto('categories')
      .values({ name: 'ເກມ', name_th: 'เกม', name_en: 'Games' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const fields = [{ name: 'Player ID', value: 'digits' }]
    const product = await db
      .insertInto('products')
      .values({
        kind: 'GAME',
        category_id: category.id,
        name: 'A',
        name_th: 'A',
        name_en: 'A',
        input_about_info: jsonb(fields),
      })
      .returning(['id', 'input_about_info'])
      .executeTakeFirstOrThrow()
    expect(product.input_about_info).toEqual(fields)
    const { rows } = await sql<{ kind: string }>`
      select jsonb_typeof(input_about_info) as kind from products where id = ${product.id}`.execute(
      db,
    )
    expect(rows[0]?.kind).toBe('array')
  })
})
