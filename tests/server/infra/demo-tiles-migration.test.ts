import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { migrateToLatest } from '#server/src/db/migrate.ts'
import * as initial from '#server/src/db/migrations/0001-initial.ts'
import { migrateOnly, openTestDatabase, type TestDatabase } from '../support/test-database.ts'

// Migration 0065 on a shop seeded while the demo tiles were SVG: its demo products point at the
// WebP files that replaced them, and no other picture moves.

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

test("the demo products' SVG tiles become their WebP files; an operator's own pictures stay", async () => {
  expect((await migrateOnly(db, { '0001-initial': initial })).error).toBeUndefined()
  const category = await db
    .insertInto('categories')
    .values({ name: 'ເກມ', name_th: 'เกม', name_en: 'Games' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const product = (name: string, image: string | null) => ({
    kind: 'GAME' as const,
    category_id: category.id,
    name,
    name_th: name,
    name_en: name,
    image_profile: image,
  })
  await db
    .insertInto('products')
    .values([
      product('Mobile Legends', 'games/mobile-legends.svg'),
      product('Melody Cloud', 'vouchers/melody-cloud-music.svg'),
      product('Own art', 'games/own-art.svg'),
      product('Own upload', 'uploads/mobile-legends.svg'),
      product('No picture', null),
    ])
    .execute()

  expect((await migrateToLatest(db, database.databaseConfig)).error).toBeUndefined()

  const images = await db
    .selectFrom('products')
    .select(['name_en', 'image_profile'])
    .orderBy('name_en')
    .execute()
  expect(images).toEqual([
    { name_en: 'Melody Cloud', image_profile: 'vouchers/melody-cloud-music.webp' },
    { name_en: 'Mobile Legends', image_profile: 'games/mobile-legends.webp' },
    { name_en: 'No picture', image_profile: null },
    { name_en: 'Own art', image_profile: 'games/own-art.svg' },
    { name_en: 'Own upload', image_profile: 'uploads/mobile-legends.svg' },
  ])
})
