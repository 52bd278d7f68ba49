import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { jsonb } from '#server/src/db/jsonb.ts'
import {
  migrateBefore,
  migrateThrough,
  openTestDatabase,
  type TestDatabase,
} from '../support/test-database.ts'

// Migration 0062 on a database that already holds invoices: each old invoice gets created_at for
// every step its status and ledger prove, and old packages get empty translations.

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

test('old invoices get the steps their status and ledger prove; old packages empty translations', async () => {
  expect((await migrateBefore(db, '0062-order-timeline-and-packet-names')).error).toBeUndefined()
  const user = await db
    .insertInto('users')
    .values({ user_name: '2055500060', full_name: 'Old customer' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const category = await db
    .insertInto('categories')
    .values({ name: 'ເກມ', name_th: 'เกม', name_en: 'Games' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const product = await db
    .insertInto('products')
    .values({
      kind: 'GAME',
      category_id: category.id,
      name: 'ເກມ',
      name_th: 'เกม',
      name_en: 'Game',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Written as the schema stood before 0062: no translations.
  const packet = await db
    .insertInto('packets')
    .values({ product_id: product.id, name: '100 Coins', amount: 5_000 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const createdAt = new Date('2026-01-02T03:04:05Z')
  const invoice = async (status: string) =>
    (
      await db
        .insertInto('invoices')
        .values({
          customer_id: user.id,
          product_id: product.id,
          packet_id: packet.id,
          kind: 'GAME',
          input_about_info: jsonb([{ name: 'Player ID', value: '1' }]),
          server_name: null,
          amount: 5_000,
          status,
          note: null,
          voucher_code: null,
          cashcard_ref2: null,
          idempotency_key: crypto.randomUUID(),
          request_hash: 'old',
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const delivered = await invoice('SUCCESS')
  const running = await invoice('RUNNING')
  const refused = await invoice('CANCEL')
  await db.transaction().execute(async (trx) => {
    const wallet = await trx
      .insertInto('wallets')
      .values({ user_id: user.id, balance: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('wallet_entries')
      .values({ wallet_id: wallet.id, delta: 20_000, reason: 'TOPUP' })
      .execute()
    for (const ref of [delivered, running]) {
      await trx
        .insertInto('wallet_entries')
        .values({ wallet_id: wallet.id, delta: -5_000, reason: 'PURCHASE', ref_id: ref })
        .execute()
    }
    await trx.updateTable('wallets').set({ balance: 10_000 }).where('id', '=', wallet.id).execute()
  })

  expect((await migrateThrough(db, '0062-order-timeline-and-packet-names')).error).toBeUndefined()
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'paid_at', 'delivered_at', 'refused_at', 'refunded_at'])
    .execute()
  const stepsOf = (id: string) => {
    const { paid_at, delivered_at, refused_at, refunded_at } = rows.find((row) => row.id === id)!
    return { paid_at, delivered_at, refused_at, refunded_at }
  }
  expect(stepsOf(delivered)).toEqual({
    paid_at: createdAt,
    delivered_at: createdAt,
    refused_at: null,
    refunded_at: null,
  })
  expect(stepsOf(running)).toEqual({
    paid_at: createdAt,
    delivered_at: null,
    refused_at: null,
    refunded_at: null,
  })
  expect(stepsOf(refused)).toEqual({
    paid_at: null,
    delivered_at: null,
    refused_at: createdAt,
    refunded_at: null,
  })
  expect(await db.selectFrom('packets').select(['name', 'name_th', 'name_en']).execute()).toEqual([
    { name: '100 Coins', name_th: '', name_en: '' },
  ])
})
