import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import { jsonb } from '../../db/jsonb.ts'
import type { AccountField, NameValue, ProductKind } from '../../db/tables.ts'
import type { CatalogueFile, CatalogueProduct } from './catalogue-file.ts'

export interface ImportedProduct {
  id: string
  kind: ProductKind
  /** By package slug. */
  packets: Map<string, { id: string; amount: number }>
}

export interface ImportedCatalogue {
  /** By product slug. */
  products: Map<string, ImportedProduct>
  created: number
  updated: number
}

/**
 * Writes a checked catalogue file inside the caller's transaction: a row whose slug exists is
 * updated in place (its id, and so every invoice and voucher code that points at it, stays), any
 * other is created. Nothing is deleted: rows the file no longer lists stay as they are, since
 * invoices may name them.
 */
export async function importCatalogue(
  trx: Database,
  file: CatalogueFile,
): Promise<ImportedCatalogue> {
  const counts = { created: 0, updated: 0 }
  const count = (row: { created: boolean }) => {
    counts[row.created ? 'created' : 'updated'] += 1
  }

  const categoryIds = new Map<string, string>()
  for (const [sort, category] of file.categories.entries()) {
    const values = {
      slug: category.slug,
      name: category.names.lo,
      name_th: category.names.th,
      name_en: category.names.en,
      sort,
    }
    const row = await trx
      .insertInto('categories')
      .values(values)
      .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
      .returning(['id', createdNow])
      .executeTakeFirstOrThrow()
    count(row)
    categoryIds.set(category.slug, row.id)
  }

  const products = new Map<string, ImportedProduct>()
  for (const [sort, product] of file.products.entries()) {
    const categoryId = categoryIds.get(product.category)
    // parseCatalogueFile refuses a file like that; this keeps the compiler and the reader sure.
    if (!categoryId) throw new Error(`${product.slug} names an unknown category`)
    const values = productValues(product, categoryId, sort)
    const row = await trx
      .insertInto('products')
      .values(values)
      .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
      .returning(['id', createdNow])
      .executeTakeFirstOrThrow()
    count(row)

    const packets = new Map<string, { id: string; amount: number }>()
    for (const [packetSort, packet] of product.packets.entries()) {
      const packetValues = {
        product_id: row.id,
        slug: packet.slug,
        name: packet.name,
        name_th: packet.nameTh ?? '',
        name_en: packet.nameEn ?? '',
        icon: packet.icon ?? null,
        amount: packet.amount,
        supplier_sku: packet.supplierSku ?? null,
        sort: packetSort,
      }
      const packetRow = await trx
        .insertInto('packets')
        .values(packetValues)
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'slug']).doUpdateSet(packetValues),
        )
        .returning(['id', 'amount', createdNow])
        .executeTakeFirstOrThrow()
      count(packetRow)
      packets.set(packet.slug, { id: packetRow.id, amount: packetRow.amount })
    }
    products.set(product.slug, { id: row.id, kind: product.kind, packets })
  }
  return { products, ...counts }
}

/**
 * True when the upsert inserted the row: PostgreSQL's `xmax` is 0 for a fresh row and names the
 * updating transaction otherwise.
 */
const createdNow = sql<boolean>`(xmax = 0)`.as('created')

function productValues(product: CatalogueProduct, categoryId: string, sort: number) {
  return {
    slug: product.slug,
    kind: product.kind,
    category_id: categoryId,
    name: product.names.lo,
    name_th: product.names.th,
    name_en: product.names.en,
    image_profile: product.image ?? null,
    badge: product.badge?.text ?? null,
    badge_color: product.badge?.background ?? null,
    badge_font_color: product.badge?.color ?? null,
    active_time: product.activeTime ?? null,
    due_time: product.dueTime ?? null,
    detail: product.details.lo,
    detail_th: product.details.th,
    detail_en: product.details.en,
    input_about_info: jsonb<AccountField[]>(product.inputs),
    game_servers: jsonb<NameValue[]>(product.servers),
    voucher_type_name: product.voucherTypeName ?? null,
    card_type: product.cardType ?? null,
    player_check: product.playerCheck ?? null,
    sort,
  }
}
