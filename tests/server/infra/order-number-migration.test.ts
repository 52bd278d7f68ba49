import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orderNumberIn } from '#contract/order-number.ts'
import type { Database } from '#server/src/db/database.ts'
import { jsonb } from '#server/src/db/jsonb.ts'
import {
  migrateBefore,
  migrateThrough,
  openTestDatabase,
  type TestDatabase,
} from '../support/test-database.ts'

// Migration 0074 on a database that already holds orders: each gets a short number of its own,
// every later insert draws one, and the demo seed's English note turns into its code.

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

const OLD_NOTE = 'Player ID not found; nothing was charged.'

async function insertOrders(count: number, note: string | null): Promise<void> {
  const user = await db
    .insertInto('users')
    .values({ user_name: `20555${String(count).padStart(5, '0')}`, full_name: 'Customer' })
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
  const packet = await db
    .insertInto('packets')
    .values({ product_id: product.id, name: '100 Coins', amount: 5_000 })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Raw SQL: the note of an old row is any text, which the typed table no longer takes.
  for (let i = 0; i < count; i += 1) {
    await sql`
      insert into invoices (customer_id, product_id, packet_id, kind, input_about_info, amount,
        status, note, idempotency_key, request_hash)
      values (${user.id}, ${product.id}, ${packet.id}, 'GAME',
        ${jsonb([{ name: 'Player ID', value: '1' }])}, 5000, 'CANCEL', ${note},
        ${`key-${count}-${i}`}, 'hash')`.execute(db)
  }
}

const numbersAndNotes = () => db.selectFrom('invoices').select(['order_number', 'note']).execute()

test('old orders get distinct short numbers and note codes; new ones draw a number on insert', async () => {
  expect((await migrateBefore(db, '0074-order-numbers-and-note-codes')).error).toBeUndefined()
  await insertOrders(40, OLD_NOTE)
  await insertOrders(2, 'Delivered late by hand')

  expect((await migrateThrough(db, '0074-order-numbers-and-note-codes')).error).toBeUndefined()
  await insertOrders(60, null)

  const rows = await numbersAndNotes()
  expect(rows).toHaveLength(102)
  for (const { order_number } of rows) expect(orderNumberIn(order_number)).toBe(order_number)
  expect(new Set(rows.map((row) => row.order_number)).size).toBe(102)
  expect(rows.filter((row) => row.note === 'ACCOUNT_REFUSED')).toHaveLength(40)
  // A text no code stands for stays in the row; the API leaves it out (invoice-store.ts).
  expect(rows.filter((row) => row.note === 'Delivered late by hand')).toHaveLength(2)
})

test('two orders cannot share a number', async () => {
  const [first, second] = await db.selectFrom('invoices').select(['id', 'order_number']).execute()
  await expect(
    sql`update invoices set order_number = ${first?.order_number} where id = ${second?.id}`.execute(
      db,
    ),
  ).rejects.toThrow(/invoices_order_number/)
})
