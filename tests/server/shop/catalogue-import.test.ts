import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import {
  CatalogueFileError,
  parseCatalogueFile,
  type CatalogueFile,
} from '#server/src/modules/catalogue/catalogue-file.ts'
import { importCatalogue } from '#server/src/modules/catalogue/catalogue-import.ts'
import { readDemoCatalogue } from '#server/src/seed/demo-catalogue.ts'
import { runServerScript, withEmbeddedShop, withPostgresShop } from '../support/server-scripts.ts'
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts'

let database: TestDatabase
let db: Database

beforeAll(async () => {
  database = await openTestDatabase('migrated')
  db = database.db
})
afterAll(() => database.close())

const load = (file: CatalogueFile) => db.transaction().execute((trx) => importCatalogue(trx, file))

async function snapshot() {
  const [categories, products, packets] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug', 'name', 'sort']).orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['id', 'slug', 'name_en', 'category_id', 'sort'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('packets')
      .select(['id', 'slug', 'product_id', 'name', 'amount'])
      .orderBy('id')
      .execute(),
  ])
  return { categories, products, packets }
}

/** A deep copy of the demo file to change. */
const demoFile = () => structuredClone(readDemoCatalogue())

describe('importing a catalogue file', () => {
  test('twice leaves the same rows, with the same ids', async () => {
    const file = demoFile()
    const first = await load(file)
    const afterFirst = await snapshot()
    const second = await load(file)

    expect(await snapshot()).toEqual(afterFirst)
    expect(afterFirst.products).toHaveLength(file.products.length)
    expect(first).toMatchObject({ updated: 0 })
    expect(second).toMatchObject({ created: 0, updated: first.created })
  })

  test('updates a changed name in place, and adds a new package beside the old ones', async () => {
    const file = demoFile()
    const [product] = file.products
    if (!product) throw new Error('The demo catalogue has no product')
    const before = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', product.slug)
      .executeTakeFirstOrThrow()
    product.names.en = 'Mobile Legends (renamed)'
    product.packets.push({ slug: 'mega-pack', name: 'Mega pack', amount: 999_000 })

    await load(file)

    const after = await db
      .selectFrom('products')
      .select(['id', 'name_en'])
      .where('slug', '=', product.slug)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ id: before.id, name_en: 'Mobile Legends (renamed)' })
    const packets = await db
      .selectFrom('packets')
      .select('slug')
      .where('product_id', '=', before.id)
      .orderBy('sort')
      .execute()
    expect(packets.map((packet) => packet.slug).at(-1)).toBe('mega-pack')
  })

  test('keeps rows the file no longer lists (invoices may name them)', async () => {
    const file = demoFile()
    const dropped = file.products.pop()
    await load(file)
    const kept = await db
      .selectFrom('products')
      .select('slug')
      .where('slug', '=', dropped?.slug ?? '')
      .execute()
    expect(kept).toHaveLength(1)
  })
})

describe('a bad catalogue file', () => {
  /** The demo file as plain JSON, for edits no valid file allows. */
  type Editable = {
    products: (Record<string, unknown> & {
      names: Record<string, unknown>
      packets: Record<string, unknown>[]
    })[]
  }
  const demoProductSlug = (index: number) => readDemoCatalogue().products[index]?.slug

  test.each<[string, (file: Editable) => void, string]>([
    [
      'a package amount that is not whole kip',
      (file) => Object.assign(file.products[2]?.packets[1] ?? {}, { amount: 12.5 }),
      'products.2.packets.1.amount: must be a whole number of kip',
    ],
    [
      'a product without its Thai name',
      (file) => delete file.products[0]?.names.th,
      'products.0.names.th',
    ],
    [
      'a product in a category the file lacks',
      (file) => Object.assign(file.products[3] ?? {}, { category: 'no-such-category' }),
      'names the category no-such-category, which the file lacks',
    ],
    [
      'two products with one slug',
      (file) => Object.assign(file.products[4] ?? {}, { slug: demoProductSlug(5) }),
      `products: the slug ${demoProductSlug(5)} is used twice`,
    ],
    [
      'an unknown field',
      (file) => Object.assign(file.products[0] ?? {}, { price: 5 }),
      'products.0.price',
    ],
  ])('is refused naming the field: %s', (_, change, message) => {
    const file = demoFile() as unknown as Editable
    change(file)
    expect(() => parseCatalogueFile(file)).toThrow(CatalogueFileError)
    expect(() => parseCatalogueFile(file)).toThrow(message)
  })
})

describe('npm run catalogue:import', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-catalogue-import-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  const run = (file: string, databaseUrl?: string) =>
    runServerScript('import-catalogue.ts', [file], { dataDir, ...(databaseUrl && { databaseUrl }) })

  test('refuses a bad file naming the field, then beside a running shop, writing nothing; loads the demo file once the shop stops', async () => {
    const bad = demoFile() as unknown as { categories: { names: { en: string } }[] }
    bad.categories[1]!.names.en = '   '
    const badPath = join(dataDir, 'bad.json')
    await writeFile(badPath, JSON.stringify(bad))
    const refused = await run(badPath)
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('categories.1.names.en: must not be empty')
    expect(existsSync(join(dataDir, 'db')), 'no database was even opened').toBe(false)

    await withEmbeddedShop(dataDir, async (shop) => {
      const besideShop = await run('server/catalogue/demo-catalogue.json')
      expect(besideShop.code).toBe(1)
      expect(besideShop.out).toContain(`is open in process ${process.pid}`)
      expect(besideShop.out).toContain('DATABASE_URL')
      expect(await shop.selectFrom('categories').select('id').execute()).toEqual([])
    })

    const loaded = await run('server/catalogue/demo-catalogue.json')
    expect(loaded.code).toBe(0)
    const { products } = readDemoCatalogue()
    expect(loaded.out).toContain(`4 categories, ${products.length} products`)
  }, 60_000)

  // A PostgreSQL server serves the shop and the command at once.
  test.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, loads beside a running shop',
    () =>
      withPostgresShop(async (shop, databaseUrl) => {
        const loaded = await run('server/catalogue/demo-catalogue.json', databaseUrl)
        expect(loaded.code).toBe(0)
        const products = await shop.selectFrom('products').select('slug').execute()
        expect(products).toHaveLength(readDemoCatalogue().products.length)
      }),
    60_000,
  )
})
