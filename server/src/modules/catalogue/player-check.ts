/**
 * The reference backend's stand-in for the games' player look-up (DECISIONS "Beyond the spec"). A
 * product's `player_check` names the rule; the rule reads the product's account fields in the order
 * the product lists them:
 * - MLBB (Mobile Legends): [user id of 6-12 digits, zone id of 4-5 digits];
 * - BIGO: [BIGO id of 8-12 digits];
 * - ROV: [open id of 10-20 letters or digits].
 * A well-formed id whose first field ends in "0000" belongs to nobody, so demos and tests can show
 * the refusal; any other well-formed id gets a name derived from it, the same every time.
 */
export const PLAYER_CHECK_RULES = ['MLBB', 'BIGO', 'ROV'] as const
export type PlayerCheckRule = (typeof PLAYER_CHECK_RULES)[number]

export type PlayerCheckCode = 'INVALID_USER_ID_GAME' | 'INVALID_ID_BIGO' | 'INVALID_ID_ROV'

export type PlayerCheckResult =
  { ok: true; playerName: string } | { ok: false; code: PlayerCheckCode }

interface RuleDefinition {
  code: PlayerCheckCode
  fields: readonly RegExp[]
}

const rules: Record<PlayerCheckRule, RuleDefinition> = {
  MLBB: { code: 'INVALID_USER_ID_GAME', fields: [/^\d{6,12}$/, /^\d{4,5}$/] },
  BIGO: { code: 'INVALID_ID_BIGO', fields: [/^\d{8,12}$/] },
  ROV: { code: 'INVALID_ID_ROV', fields: [/^[A-Za-z0-9]{10,20}$/] },
}

const UNKNOWN_PLAYER_SUFFIX = '0000'

export function isPlayerCheckRule(value: string | null): value is PlayerCheckRule {
  return (PLAYER_CHECK_RULES as readonly (string | null)[]).includes(value)
}

/** `accountValues`: the values of the product's account fields, in the product's order. */
export function checkPlayer(
  rule: PlayerCheckRule,
  accountValues: readonly string[],
): PlayerCheckResult {
  const { code, fields } = rules[rule]
  const values = accountValues.map((value) => value.trim())
  const wellFormed = fields.every((pattern, index) => pattern.test(values[index] ?? ''))
  if (!wellFormed || values[0]?.endsWith(UNKNOWN_PLAYER_SUFFIX)) return { ok: false, code }
  const id = values.slice(0, fields.length).join(':')
  return { ok: true, playerName: playerNameFor(`${rule}:${id}`) }
}

/** "Player-" and six hex digits of the id's hash: stable, and unrelated to the id's digits. */
function playerNameFor(id: string): string {
  const hex = fnv1a32(id).toString(16).padStart(8, '0')
  return `Player-${hex.slice(0, 6).toUpperCase()}`
}

/** FNV-1a: a small stable hash that runs the same in Node and the browser (no crypto needed here). */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
