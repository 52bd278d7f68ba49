import type { NameValue, ProductKind } from '../../db/tables.ts'
import type { PacketIconName } from '../images/packet-icons.ts'
import type { TileArt } from '../images/product-tile.ts'

/** One text in the three interface languages. */
export interface Names {
  lo: string
  th: string
  en: string
}

export type CategoryKey = 'topUpGames' | 'gameCards' | 'mobileCards' | 'entertainment'

export interface Badge {
  text: string
  background: string
  color: string
}

export interface PacketSeed {
  name: string
  amount: number
  icon: PacketIconName
  /** Voucher codes put in stock (vouchers only); 0 demonstrates CARD_NOT_ENOUGH_IN_STOCK. */
  stock?: number
}

export interface ProductSeed {
  /** Names its tile image: games/<key>.svg or vouchers/<key>.svg. */
  key: string
  kind: ProductKind
  category: CategoryKey
  names: Names
  art: TileArt
  badge?: Badge
  /** activeTime / dueTime: ISO date-times relative to the seeding time, or a daily "HH:mm" window. */
  window?: (now: Date) => { activeTime: string; dueTime: string }
  details: Names
  inputs: NameValue[]
  servers: NameValue[]
  voucherTypeName?: string
  cardType?: string
  /** The check-player rule: 'MLBB', 'BIGO' or 'ROV'. */
  playerCheck?: string
  packets: PacketSeed[]
}

export const defaultVoucherStock = 20

export function productImagePath(product: Pick<ProductSeed, 'kind' | 'key'>): string {
  return `${product.kind === 'GAME' ? 'games' : 'vouchers'}/${product.key}.svg`
}

export function packetIconPath(icon: PacketIconName): string {
  return `packets/${icon}.svg`
}

const stackOf: Partial<Record<PacketIconName, PacketIconName>> = {
  gem: 'gem-stack',
  coin: 'coin-stack',
}

/**
 * The packages of one in-game currency, cheapest first. The larger half shows the stacked icon, as
 * shops do to make the bigger packages stand out.
 */
export function currencyPackets(
  unit: string,
  icon: PacketIconName,
  tiers: [quantity: number, kip: number][],
): PacketSeed[] {
  return tiers.map(([quantity, amount], index) => ({
    name: `${quantity.toLocaleString('en-US')} ${unit}`,
    amount,
    icon: index >= tiers.length / 2 ? (stackOf[icon] ?? icon) : icon,
  }))
}

export const badges = {
  hot: { text: 'HOT', background: '#ef4444', color: '#ffffff' },
  new: { text: 'NEW', background: '#16a34a', color: '#ffffff' },
  discount: { text: '-10%', background: '#facc15', color: '#1f2937' },
  event: { text: 'EVENT', background: '#7c3aed', color: '#ffffff' },
  best: { text: 'TOP', background: '#0ea5e9', color: '#ffffff' },
} satisfies Record<string, Badge>

/** The words every game top-up says, with the game's own currency and an optional extra line. */
export function topUpDetails(game: Names, currency: Names, extra?: Names): Names {
  const add = (text: string, more: string | undefined) => (more ? `${text} ${more}` : text)
  return {
    lo: add(
      `ເຕີມ${currency.lo}ເຂົ້າບັນຊີ ${game.lo} ໂດຍກົງ. ກະລຸນາກວດສອບ ID ໃຫ້ຖືກຕ້ອງກ່ອນຊື້, ເມື່ອເຕີມແລ້ວບໍ່ສາມາດຍົກເລີກໄດ້.`,
      extra?.lo,
    ),
    th: add(
      `เติม${currency.th}เข้าบัญชี ${game.th} โดยตรง กรุณาตรวจสอบ ID ให้ถูกต้องก่อนซื้อ เมื่อเติมแล้วไม่สามารถยกเลิกได้`,
      extra?.th,
    ),
    en: add(
      `${currency.en} go straight to your ${game.en} account. Check your ID before you buy: a top-up cannot be undone.`,
      extra?.en,
    ),
  }
}

/** The words every voucher says, with an optional extra line about how to redeem it. */
export function voucherDetails(extra: Names): Names {
  return {
    lo: `ທ່ານຈະໄດ້ຮັບລະຫັດທັນທີຫຼັງຊື້ ແລະ ເບິ່ງຄືນໄດ້ໃນປະຫວັດການຊື້. ${extra.lo}`,
    th: `คุณจะได้รับรหัสทันทีหลังซื้อ และดูย้อนหลังได้ในประวัติการซื้อ ${extra.th}`,
    en: `You get the code as soon as you buy, and can find it again in your purchase history. ${extra.en}`,
  }
}
