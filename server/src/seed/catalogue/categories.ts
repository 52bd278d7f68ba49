import type { CategoryKey, Names } from './product-seed.ts'

/** The home screen's sections, in the order they are shown. */
export const categorySeeds: { key: CategoryKey; names: Names }[] = [
  { key: 'topUpGames', names: { lo: 'ເຕີມເກມ', th: 'เติมเกม', en: 'Game top-ups' } },
  { key: 'gameCards', names: { lo: 'ບັດເກມ', th: 'บัตรเกม', en: 'Game cards' } },
  {
    key: 'mobileCards',
    names: { lo: 'ບັດເຕີມເງິນໂທລະສັບ', th: 'บัตรเติมเงินมือถือ', en: 'Mobile top-up cards' },
  },
  { key: 'entertainment', names: { lo: 'ບັນເທີງ', th: 'บันเทิง', en: 'Entertainment' } },
]
