/**
 * The games' account-id rules (DECISIONS "Beyond the spec"). A product's `player_check` names the
 * rule; the rule reads the product's account fields in the order the product lists them:
 * - MLBB (Mobile Legends): [user id of 6-12 digits, zone id of 4-5 digits];
 * - BIGO: [BIGO id of 8-12 digits];
 * - ROV: [open id of 10-20 letters or digits].
 * A well-formed id is all the shop itself can know: whose account it is, only a source that
 * names players can say (player-names.ts).
 */
export const PLAYER_CHECK_RULES = ['MLBB', 'BIGO', 'ROV'] as const
export type PlayerCheckRule = (typeof PLAYER_CHECK_RULES)[number]

export type PlayerCheckCode = 'INVALID_USER_ID_GAME' | 'INVALID_ID_BIGO' | 'INVALID_ID_ROV'

export type PlayerCheckResult = { ok: true } | { ok: false; code: PlayerCheckCode }

interface RuleDefinition {
  code: PlayerCheckCode
  fields: readonly RegExp[]
}

const rules: Record<PlayerCheckRule, RuleDefinition> = {
  MLBB: { code: 'INVALID_USER_ID_GAME', fields: [/^\d{6,12}$/, /^\d{4,5}$/] },
  BIGO: { code: 'INVALID_ID_BIGO', fields: [/^\d{8,12}$/] },
  ROV: { code: 'INVALID_ID_ROV', fields: [/^[A-Za-z0-9]{10,20}$/] },
}

export function isPlayerCheckRule(value: string | null): value is PlayerCheckRule {
  return (PLAYER_CHECK_RULES as readonly (string | null)[]).includes(value)
}

/** The code a refusal of this rule's id answers, malformed or naming nobody. */
export function playerCheckCode(rule: PlayerCheckRule): PlayerCheckCode {
  return rules[rule].code
}

/** The id's values, trimmed, as many as the rule reads. */
export function playerIdOf(rule: PlayerCheckRule, accountValues: readonly string[]): string[] {
  return accountValues.slice(0, rules[rule].fields.length).map((value) => value.trim())
}

/** `accountValues`: the values of the product's account fields, in the product's order. */
export function checkPlayer(
  rule: PlayerCheckRule,
  accountValues: readonly string[],
): PlayerCheckResult {
  const { code, fields } = rules[rule]
  const values = accountValues.map((value) => value.trim())
  const wellFormed = fields.every((pattern, index) => pattern.test(values[index] ?? ''))
  return wellFormed ? { ok: true } : { ok: false, code }
}
