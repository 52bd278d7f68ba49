import type { components } from '#contract/schema.d.ts'
import type { ProductRow } from '../../db/tables.ts'
import { isPlayerCheckRule } from './player-check.ts'

type Game = components['schemas']['Game']
type ProductDetail = components['schemas']['ProductDetail']

/** The columns a catalogue tile shows. */
export type ProductTileRow = Pick<
  ProductRow,
  | 'id'
  | 'kind'
  | 'name'
  | 'name_th'
  | 'name_en'
  | 'image_profile'
  | 'badge'
  | 'badge_color'
  | 'badge_font_color'
  | 'active_time'
  | 'due_time'
>

export function toGameTile(row: ProductTileRow): Game {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    nameTh: row.name_th,
    nameEn: row.name_en,
    imageProfile: row.image_profile,
    badge: row.badge,
    badgeColor: row.badge_color,
    badgeFontColor: row.badge_font_color,
    activeTime: row.active_time,
    dueTime: row.due_time,
  }
}

export function toProductDetail(row: ProductRow): ProductDetail {
  return {
    ...toGameTile(row),
    inputAboutInfo: row.input_about_info.map((field) => ({
      name: field.name,
      nameTh: field.nameTh ?? '',
      nameEn: field.nameEn ?? '',
      value: field.value,
      valueTh: field.valueTh ?? '',
      valueEn: field.valueEn ?? '',
    })),
    gameservers: row.game_servers,
    voucherTypeName: row.voucher_type_name,
    type: row.card_type,
    detail: row.detail,
    detailTh: row.detail_th,
    detailEn: row.detail_en,
    playerCheck: isPlayerCheckRule(row.player_check),
  }
}
