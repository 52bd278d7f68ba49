import { sql } from 'kysely'
import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import type { ProductKind, ProductRow } from '../../db/tables.ts'
import { toGameTile } from './product-view.ts'

type CategoryGroup = components['schemas']['CategoryGroup']
type Packet = components['schemas']['Packet']

/**
 * Every category in `sort` order with all its products, both kinds, in `sort` order. Tiles outside
 * their visibility window are included: the SPA hides them, so a window opening needs no reload.
 */
export async function listCatalogue(db: Database): Promise<CategoryGroup[]> {
  const [categories, products] = await Promise.all([
    db
      .selectFrom('categories')
      .selectAll()
      .orderBy('sort')
      .orderBy('name_en')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .select([
        'id',
        'kind',
        'category_id',
        'name',
        'name_th',
        'name_en',
        'image_profile',
        'badge',
        'badge_color',
        'badge_font_color',
        'active_time',
        'due_time',
      ])
      .orderBy('sort')
      .orderBy('name_en')
      .orderBy('id')
      .execute(),
  ])
  return categories.map((category) => ({
    categoryGame: category.name,
    categoryGameTh: category.name_th,
    categoryGameEn: category.name_en,
    data: products.filter((product) => product.category_id === category.id).map(toGameTile),
  }))
}

/** A product by id; with `kind`, only a product of that kind. */
export function findProduct(
  db: Database,
  id: string,
  kind?: ProductKind,
): Promise<ProductRow | undefined> {
  let query = db.selectFrom('products').selectAll().where('id', '=', id)
  if (kind) query = query.where('kind', '=', kind)
  return query.executeTakeFirst()
}

/**
 * The packets of a product of the given kind, cheapest first; none for an unknown product or one of
 * the other kind. A voucher packet carries the count of its codes still in stock.
 */
export async function listPackets(
  db: Database,
  productId: string,
  kind: ProductKind,
): Promise<Packet[]> {
  const rows = await db
    .selectFrom('packets')
    .innerJoin('products', 'products.id', 'packets.product_id')
    .select((eb) => [
      'packets.id',
      'packets.name',
      'packets.name_th',
      'packets.name_en',
      'packets.icon',
      'packets.amount',
      eb
        .selectFrom('voucher_codes')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('voucher_codes.packet_id', '=', 'packets.id')
        .where('voucher_codes.invoice_id', 'is', null)
        .as('in_stock'),
    ])
    .where('packets.product_id', '=', productId)
    .where('products.kind', '=', kind)
    .orderBy('packets.amount')
    .orderBy('packets.sort')
    .orderBy('packets.id')
    .execute()
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    nameTh: row.name_th,
    nameEn: row.name_en,
    icon: row.icon,
    amount: row.amount,
    inStock: kind === 'VOUCHER' ? Number(row.in_stock ?? 0) : null,
  }))
}
