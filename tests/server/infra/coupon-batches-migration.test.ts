import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import { migrateBefore, openTestDatabase, type TestDatabase } from '../support/test-database.ts'

// Migration 0075 on a shop that minted coupons before batches had a record: each batch is rebuilt
// from its codes (amount, expiry, count, who and when), and a code can no longer name no batch.

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

test('the batches minted before get their record, built from their codes', async () => {
  expect((await migrateBefore(db, '0075-coupon-batches')).error).toBeUndefined()
  const operator = await db
    .insertInto('users')
    .values({ user_name: '2055500075', full_name: 'Old operator' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const mintedAt = new Date('2026-05-01T03:00:00Z')
  const expiresAt = new Date('2026-06-30T16:59:59.999Z')
  const batch = (id: string, count: number, amount: number) =>
    Array.from({ length: count }, () => ({
      code_hash: randomUUID(),
      batch_id: id,
      amount,
      expires_at: expiresAt,
      created_by: operator.id,
      created_at: mintedAt,
    }))
  const first = randomUUID()
  const second = randomUUID()
  await db
    .insertInto('coupons')
    .values([...batch(first, 3, 20_000), ...batch(second, 1, 5_000)])
    .execute()

  expect((await migrateToLatest(db, database.databaseConfig)).error).toBeUndefined()
  const batches = await db.selectFrom('coupon_batches').selectAll().orderBy('count').execute()
  expect(batches).toEqual([
    {
      id: second,
      amount: 5_000,
      count: 1,
      expires_at: expiresAt,
      created_by: operator.id,
      created_at: mintedAt,
    },
    {
      id: first,
      amount: 20_000,
      count: 3,
      expires_at: expiresAt,
      created_by: operator.id,
      created_at: mintedAt,
    },
  ])
  await expect(
    db
      .insertInto('coupons')
      .values(batch(randomUUID(), 1, 1_000))
      .execute(),
  ).rejects.toThrow(/coupons_batch_fk/)
})
