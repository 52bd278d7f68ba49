import { afterEach, describe, expect, it } from 'vitest'
import {
  categoryName,
  gameName,
  loadCachedGroups,
  readCachedGroups,
  visibleGroups,
  writeCachedGroups,
  type CategoryGroup,
  type GameTile,
} from '../../src/features/games/games-catalogue'
import { STORAGE_KEYS } from '../../src/session/session-storage'

const game = (overrides: Partial<GameTile>): GameTile => ({
  _id: '7b0d1c2e-3f40-4a51-8b62-7c83d94ea5f6',
  kind: 'GAME',
  name: 'ນັກແຂ່ງແມ່ຂອງ',
  nameTh: 'นักแข่งแม่โขง',
  nameEn: 'Mekong Racers',
  ...overrides,
})

const groups: CategoryGroup[] = [
  {
    categoryGame: 'ເຕີມເກມ',
    categoryGameTh: 'เติมเกม',
    categoryGameEn: 'Game top-ups',
    data: [
      game({}),
      game({ _id: 'b', name: 'ຄູປອງ ROV', nameTh: 'คูปอง ROV', nameEn: 'ROV Coupons' }),
      // An event that ended yesterday (Vientiane time is UTC+7).
      game({ _id: 'c', nameEn: 'Ended Event', dueTime: '2025-03-01T00:00:00Z' }),
    ],
  },
  {
    categoryGame: 'ບັນເທີງ',
    categoryGameTh: 'บันเทิง',
    categoryGameEn: 'Entertainment',
    data: [game({ _id: 'd', kind: 'VOUCHER', name: 'ເພງ', nameTh: 'เพลง', nameEn: 'Music' })],
  },
]

const now = new Date('2025-03-02T05:00:00Z')
const ids = (shown: CategoryGroup[]) => shown.map((group) => group.data.map((tile) => tile._id))

describe('the home list', () => {
  it('hides tiles outside their window, and empty categories', () => {
    expect(ids(visibleGroups(groups, '', now))).toEqual([
      ['7b0d1c2e-3f40-4a51-8b62-7c83d94ea5f6', 'b'],
      ['d'],
    ])
  })

  it('finds a game by its Lao, Thai or English name, whatever the language shown', () => {
    for (const search of ['ແມ່ຂອງ', 'แม่โขง', 'mekong RACERS', '  mekong ']) {
      expect(ids(visibleGroups(groups, search, now))).toEqual([
        ['7b0d1c2e-3f40-4a51-8b62-7c83d94ea5f6'],
      ])
    }
    expect(visibleGroups(groups, 'no such game', now)).toEqual([])
  })

  it('names a game and a category in the reader language, Lao when a name is missing', () => {
    expect(gameName(game({}), 'th')).toBe('นักแข่งแม่โขง')
    expect(gameName(game({}), 'en')).toBe('Mekong Racers')
    expect(gameName(game({ nameEn: ' ' }), 'en')).toBe('ນັກແຂ່ງແມ່ຂອງ')
    expect(categoryName(groups[1] as CategoryGroup, 'en')).toBe('Entertainment')
  })
})

describe('the cached list', () => {
  // Writing the list also keeps it as the one this device saw last: forget it, so no later screen
  // starts from this test's games.
  afterEach(() => {
    localStorage.clear()
    loadCachedGroups(localStorage)
  })

  it('is read back as written', () => {
    localStorage.clear()
    writeCachedGroups(localStorage, groups)
    expect(readCachedGroups(localStorage)).toEqual(groups)
  })

  it('is ignored when unreadable or of another shape', () => {
    for (const stored of ['{', '{}', '[{"data": 3}]', '[{"categoryGame": "x", "data": [{}]}]']) {
      localStorage.setItem(STORAGE_KEYS.games, stored)
      expect(readCachedGroups(localStorage)).toBeNull()
    }
  })
})
