import type { Transaction } from 'kysely'
import { jsonb } from '../db/jsonb.ts'
import type { NameValue, Tables } from '../db/tables.ts'
import { categorySeeds } from './catalogue/categories.ts'
import { gameSeeds } from './catalogue/games.ts'
import {
  defaultVoucherStock,
  packetIconPath,
  productImagePath,
  type CategoryKey,
  type ProductSeed,
} from './catalogue/product-seed.ts'
import { voucherSeeds } from './catalogue/vouchers.ts'
import { initialsOf } from './images/product-tile.ts'
import { cashCardCode, voucherCode } from './voucher-codes.ts'

export const productSeeds: ProductSeed[] = [...gameSeeds, ...voucherSeeds]

export interface SeededPacket {
  id: string
  amount: number
}

export interface SeededProduct {
  id: string
  seed: ProductSeed
  /** By packet name. */
  packets: Map<string, SeededPacket>
}

/** Inserts the categories, products, packets and voucher codes; answers the products by key. */
export async function insertCatalogue(
  trx: Transaction<Tables>,
  now: Date,
): Promise<Map<string, SeededProduct>> {
  const categoryIds = new Map<CategoryKey, string>()
  for (const [sort, category] of categorySeeds.entries()) {
    const { id } = await trx
      .insertInto('categories')
      .values({
        name: category.names.lo,
        name_th: category.names.th,
        name_en: category.names.en,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    categoryIds.set(category.key, id)
  }

  const products = new Map<string, SeededProduct>()
  for (const [sort, seed] of productSeeds.entries()) {
    const categoryId = categoryIds.get(seed.category)
    if (!categoryId)
      throw new Error(`Product ${seed.key} names an unknown category ${seed.category}`)
    const window = seed.window?.(now)
    const { id } = await trx
      .insertInto('products')
      .values({
        kind: seed.kind,
        category_id: categoryId,
        name: seed.names.lo,
        name_th: seed.names.th,
        name_en: seed.names.en,
        image_profile: productImagePath(seed),
        badge: seed.badge?.text ?? null,
        badge_color: seed.badge?.background ?? null,
        badge_font_color: seed.badge?.color ?? null,
        active_time: window?.activeTime ?? null,
        due_time: window?.dueTime ?? null,
        detail: seed.details.lo,
        detail_th: seed.details.th,
        detail_en: seed.details.en,
        input_about_info: jsonb<NameValue[]>(seed.inputs),
        game_servers: jsonb<NameValue[]>(seed.servers),
        voucher_type_name: seed.voucherTypeName ?? null,
        card_type: seed.cardType ?? null,
        player_check: seed.playerCheck ?? null,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    const packetRows = await trx
      .insertInto('packets')
      .values(
        seed.packets.map((packet, packetSort) => ({
          product_id: id,
          name: packet.name,
          icon: packetIconPath(packet.icon),
          amount: packet.amount,
          sort: packetSort,
        })),
      )
      .returning(['id', 'name', 'amount'])
      .execute()
    const packets = new Map(packetRows.map((row) => [row.name, { id: row.id, amount: row.amount }]))
    if (seed.kind === 'VOUCHER') {
      await stockCodes(
        trx,
        seed,
        seed.packets.map((packet) => ({
          packetId: packets.get(packet.name)?.id ?? '',
          count: packet.stock ?? defaultVoucherStock,
        })),
      )
    }
    products.set(seed.key, { id, seed, packets })
  }
  return products
}

async function stockCodes(
  trx: Transaction<Tables>,
  seed: ProductSeed,
  stock: { packetId: string; count: number }[],
): Promise<void> {
  const prefix = initialsOf(seed.names.en)
  const rows: { packet_id: string; code: string; ref2: string | null }[] = []
  for (const { packetId, count } of stock) {
    const codes = new Map<string, string | null>()
    // A Map drops the (astronomically unlikely) repeated code that the unique constraint would refuse.
    while (codes.size < count) {
      if (seed.cardType === 'cashcard') {
        const { code, ref2 } = cashCardCode()
        codes.set(code, ref2)
      } else {
        codes.set(voucherCode(prefix), null)
      }
    }
    for (const [code, ref2] of codes) rows.push({ packet_id: packetId, code, ref2 })
  }
  if (rows.length > 0) await trx.insertInto('voucher_codes').values(rows).execute()
}
