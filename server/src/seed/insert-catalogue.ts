import type { Transaction } from 'kysely'
import type { AccountField, Tables } from '../db/tables.ts'
import type { CatalogueProduct } from '../modules/catalogue/catalogue-file.ts'
import { importCatalogue, type ImportedProduct } from '../modules/catalogue/catalogue-import.ts'
import { readDemoCatalogue } from './demo-catalogue.ts'
import { initialsOf } from './images/product-tile.ts'
import { cashCardCode, voucherCode } from './voucher-codes.ts'

const day = 24 * 60 * 60 * 1000

/**
 * The demo's two events have windows relative to the seeding time, which a file cannot hold: one
 * is on now, one has ended (its tile is hidden and a purchase is refused).
 */
const eventWindows: Record<string, (now: Date) => { active_time: string; due_time: string }> = {
  'rocket-festival-rally': (now) => ({
    active_time: new Date(now.getTime() - 7 * day).toISOString(),
    due_time: new Date(now.getTime() + 30 * day).toISOString(),
  }),
  'water-festival-splash': (now) => ({
    active_time: new Date(now.getTime() - 60 * day).toISOString(),
    due_time: new Date(now.getTime() - 2 * day).toISOString(),
  }),
}

const voucherStock = 20
/** Sold out, by product and package slug: buying it answers CARD_NOT_ENOUGH_IN_STOCK. */
const soldOut = new Set(['starlight-stream-premium/12-months'])

export interface SeededPacket {
  id: string
  amount: number
}

export interface SeededProduct {
  id: string
  kind: ImportedProduct['kind']
  /** By the package's English name, as the demo people's purchases name them. */
  packets: Map<string, SeededPacket>
  /** The account fields, which an invoice records under their names in the three languages. */
  fields: AccountField[]
}

/**
 * Loads the demo catalogue file through the importer every shop uses, then what only the demo
 * has: its events' windows and voucher codes in stock. Answers the products by slug.
 */
export async function insertCatalogue(
  trx: Transaction<Tables>,
  now: Date,
): Promise<Map<string, SeededProduct>> {
  const file = readDemoCatalogue()
  const { products } = await importCatalogue(trx, file)
  for (const [slug, window] of Object.entries(eventWindows)) {
    await trx.updateTable('products').set(window(now)).where('slug', '=', slug).execute()
  }
  const seeded = new Map<string, SeededProduct>()
  for (const product of file.products) {
    const imported = products.get(product.slug)
    if (!imported) throw new Error(`The import did not answer ${product.slug}`)
    if (product.kind === 'VOUCHER') await stockCodes(trx, product, imported)
    const byName = product.packets.map((packet) => {
      const row = imported.packets.get(packet.slug)
      if (!row) throw new Error(`The import did not answer ${product.slug}/${packet.slug}`)
      return [packet.nameEn ?? packet.name, row] as const
    })
    seeded.set(product.slug, {
      id: imported.id,
      kind: product.kind,
      packets: new Map(byName),
      fields: product.inputs,
    })
  }
  return seeded
}

async function stockCodes(
  trx: Transaction<Tables>,
  product: CatalogueProduct,
  imported: ImportedProduct,
): Promise<void> {
  const prefix = initialsOf(product.names.en)
  const rows: { packet_id: string; code: string; ref2: string | null }[] = []
  for (const packet of product.packets) {
    const packetId = imported.packets.get(packet.slug)?.id ?? ''
    const count = soldOut.has(`${product.slug}/${packet.slug}`) ? 0 : voucherStock
    const codes = new Map<string, string | null>()
    // A Map drops the (astronomically unlikely) repeated code that the unique constraint would refuse.
    while (codes.size < count) {
      if (product.cardType === 'cashcard') {
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
