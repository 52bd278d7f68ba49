import { ApiError } from '../../http/api-error.ts'
import { checkPlayer, playerCheckCode, playerIdOf, type PlayerCheckRule } from './player-check.ts'

/** What a source that names players says of a well-formed id. */
export type PlayerNameAnswer = { found: true; name: string } | { found: false }

/**
 * Who can name a game account's player. The review shows a name only when such a source gave it;
 * with none (production today: Digiflazz offers no look-up), `nameOf` answers null and the review
 * shows the account fields as typed and asks the customer to check them. A supplier that offers a
 * look-up is one more implementation.
 */
export interface PlayerNames {
  nameOf(rule: PlayerCheckRule, accountValues: readonly string[]): PlayerNameAnswer | null
}

/** No source names players: every well-formed id is taken as typed. */
export const noPlayerNames: PlayerNames = { nameOf: () => null }

const UNKNOWN_PLAYER_SUFFIX = '0000'

/**
 * Development and tests only (never production, app.ts): made-up names, so the review's name can
 * be shown and tested. An id whose first field ends in "0000" belongs to nobody, so the refusal
 * can be too; any other gets "Player-" and six hex digits of its hash, the same every time.
 */
export const madeUpPlayerNames: PlayerNames = {
  nameOf(rule, accountValues) {
    const id = playerIdOf(rule, accountValues)
    if (id[0]?.endsWith(UNKNOWN_PLAYER_SUFFIX)) return { found: false }
    const hex = fnv1a32(`${rule}:${id.join(':')}`)
      .toString(16)
      .padStart(8, '0')
    return { found: true, name: `Player-${hex.slice(0, 6).toUpperCase()}` }
  },
}

/** FNV-1a: a small stable hash (no crypto needed for a made-up name). */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The check a game's account id passes at review and again at payment: its format, then the
 * source that names players. Throws the rule's 400 for a malformed id or one that names nobody;
 * returns the player's name, or null when no source can name one.
 */
export function lookUpPlayer(
  names: PlayerNames,
  rule: PlayerCheckRule,
  accountValues: readonly string[],
): string | null {
  const format = checkPlayer(rule, accountValues)
  if (!format.ok) throw new ApiError(400, format.code)
  const answer = names.nameOf(rule, accountValues)
  if (answer && !answer.found) throw new ApiError(400, playerCheckCode(rule))
  return answer?.name ?? null
}
