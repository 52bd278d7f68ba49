import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'

type VoucherStock = components['schemas']['VoucherStock']

/** At most this many codes left and the desk warns that a package is running out. */
export const LOW_STOCK_THRESHOLD = 5

/** A pasted line: a code, optionally followed by its serial (a phone card's ref2). */
export interface PastedCode {
  code: string
  ref2: string | null
}

const TOKEN = /^[A-Za-z0-9-]{4,64}$/

/**
 * Reads a paste, one code per line (`CODE` or `CODE SERIAL`, split by spaces, a tab or a comma as
 * spreadsheets copy them). Blank lines are skipped; a line of another shape is named by its number.
 */
export function parsePastedCodes(lines: string): { codes: PastedCode[] } | { badLines: number[] } {
  const codes: PastedCode[] = []
  const badLines: number[] = []
  for (const [index, line] of lines.split(/\r?\n/).entries()) {
    const tokens = line
      .trim()
      .split(/[\s,;]+/)
      .filter(Boolean)
    if (tokens.length === 0) continue
    const [code, ref2, ...rest] = tokens
    if (!code || !TOKEN.test(code) || (ref2 && !TOKEN.test(ref2)) || rest.length > 0) {
      badLines.push(index + 1)
      continue
    }
    codes.push({ code, ref2: ref2 ?? null })
  }
  return badLines.length > 0 ? { badLines } : { codes }
}

function stockQuery(db: Database) {
  return db
    .selectFrom('packets')
    .innerJoin('products', 'products.id', 'packets.product_id')
    .select((eb) => [
      'packets.id as packet_id',
      'packets.name as packet_name',
      'packets.amount',
      'products.id as product_id',
      'products.name',
      'products.name_th',
      'products.name_en',
      eb
        .selectFrom('voucher_codes')
        .select(eb.fn.countAll<number>().as('left'))
        .whereRef('voucher_codes.packet_id', '=', 'packets.id')
        .where('voucher_codes.invoice_id', 'is', null)
        .as('codes_left'),
    ])
    .where('products.kind', '=', 'VOUCHER')
}

type StockRow = Awaited<ReturnType<ReturnType<typeof stockQuery>['execute']>>[number]

function toVoucherStock(row: StockRow): VoucherStock {
  const codesLeft = Number(row.codes_left ?? 0)
  return {
    packetId: row.packet_id,
    packetName: row.packet_name,
    amount: row.amount,
    product: { _id: row.product_id, name: row.name, nameTh: row.name_th, nameEn: row.name_en },
    codesLeft,
    low: codesLeft <= LOW_STOCK_THRESHOLD,
  }
}

/** Every voucher package with the codes it has left, the emptiest first. */
export async function listVoucherStock(db: Database): Promise<VoucherStock[]> {
  const rows = await stockQuery(db)
    .orderBy('codes_left', 'asc')
    .orderBy('products.sort')
    .orderBy('packets.sort')
    .execute()
  return rows.map(toVoucherStock)
}

export async function findVoucherStock(
  db: Database,
  packetId: string,
): Promise<VoucherStock | undefined> {
  const row = await stockQuery(db).where('packets.id', '=', packetId).executeTakeFirst()
  return row && toVoucherStock(row)
}

/** The codes of a paste that are pasted twice or already exist for any package, sold or not. */
export async function duplicateCodes(db: Database, codes: PastedCode[]): Promise<string[]> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const { code } of codes) {
    if (seen.has(code)) repeated.add(code)
    seen.add(code)
  }
  const existing = await db
    .selectFrom('voucher_codes')
    .select('code')
    .where('code', 'in', [...seen])
    .execute()
  for (const { code } of existing) repeated.add(code)
  return [...repeated].sort()
}

/** Adds the codes to the package in the caller's transaction; the unique index refuses a race. */
export async function insertCodes(
  trx: Database,
  packetId: string,
  codes: PastedCode[],
): Promise<void> {
  await trx
    .insertInto('voucher_codes')
    .values(codes.map(({ code, ref2 }) => ({ packet_id: packetId, code, ref2 })))
    .execute()
}
