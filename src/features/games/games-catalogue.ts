import type { components } from '#contract/schema'
import { pickName } from '../../lib/localized-name'
import { isWithinVisibilityWindow } from '#contract/visibility-window'
import { STORAGE_KEYS } from '../../session/session-storage'

export type CategoryGroup = components['schemas']['CategoryGroup']
export type GameTile = components['schemas']['Game']

export function gameName(game: GameTile, locale: string): string {
  return pickName({ lao: game.name, thai: game.nameTh, english: game.nameEn }, locale)
}

export function categoryName(group: CategoryGroup, locale: string): string {
  const names = {
    lao: group.categoryGame,
    thai: group.categoryGameTh,
    english: group.categoryGameEn,
  }
  return pickName(names, locale)
}

/** What a search looks for: the typed word, trimmed and lowercased (early-search.ts does the same). */
export function searchNeedle(search: string): string {
  return search.trim().toLocaleLowerCase()
}

/**
 * Where a search looks: the game's names in the three languages, lowercased, one per line (a
 * search box holds no line break, so no match spans two names).
 */
export function searchableNames(game: GameTile): string {
  return [game.name, game.nameTh, game.nameEn].join('\n').toLocaleLowerCase()
}

/**
 * What the home screen lists: tiles inside their visibility window (DECISIONS) whose name in any of
 * the three languages contains the search, so a customer finds a game however they spell it.
 * Categories left empty are dropped.
 */
export function visibleGroups(groups: readonly CategoryGroup[], search: string, now: Date) {
  const needle = searchNeedle(search)
  const matches = (game: GameTile) => !needle || searchableNames(game).includes(needle)
  return groups
    .map((group) => ({
      ...group,
      data: group.data.filter((game) => matches(game) && isWithinVisibilityWindow(game, now)),
    }))
    .filter((group) => group.data.length > 0)
}

/**
 * The list this device saw last, shown at once while the fresh one loads (SPEC 2): read from
 * storage once before the first render (main.tsx), so rendering never touches storage, then kept
 * here as each answer is written.
 */
let lastSeenGroups: CategoryGroup[] | null = null

export function loadCachedGroups(storage: Storage): void {
  lastSeenGroups = readCachedGroups(storage)
}

export function lastSeenCatalogue(): CategoryGroup[] | null {
  return lastSeenGroups
}

export function readCachedGroups(storage: Storage): CategoryGroup[] | null {
  try {
    const cached: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.games) ?? 'null')
    return Array.isArray(cached) && cached.every(isCategoryGroup) ? cached : null
  } catch {
    return null
  }
}

export function writeCachedGroups(storage: Storage, groups: CategoryGroup[]) {
  lastSeenGroups = groups
  try {
    storage.setItem(STORAGE_KEYS.games, JSON.stringify(groups))
  } catch {
    // A full or disabled storage only costs the next visit its head start.
  }
}

// Enough to render from: an entry written by an older version is ignored, not trusted.
function isCategoryGroup(value: unknown): value is CategoryGroup {
  const group = value as CategoryGroup | null
  return (
    typeof group?.categoryGame === 'string' &&
    Array.isArray(group.data) &&
    group.data.every((game) => typeof game?._id === 'string' && typeof game.name === 'string')
  )
}
