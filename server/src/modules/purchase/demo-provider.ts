import type { ErrorCode } from '../../http/api-error.ts'

export type ProviderErrorCode = Extract<
  ErrorCode,
  'WEPAY_ERROR_MONEY' | 'TERMGAME_ERROR_LOGIN' | 'INVALID_STORE_KEY' | 'TERMGAME_ERROR_LEGION'
>

const failureByFourthDigit: Record<string, ProviderErrorCode> = {
  '1': 'WEPAY_ERROR_MONEY',
  '2': 'TERMGAME_ERROR_LOGIN',
  '3': 'INVALID_STORE_KEY',
}

/**
 * Stands in for the game top-up provider, which the reference backend does not call. Every top-up is
 * delivered, except that a first account field starting with "999" makes the provider refuse, so the
 * SPA's handling of those refusals can be shown and tested: "9991…" WEPAY_ERROR_MONEY, "9992…"
 * TERMGAME_ERROR_LOGIN, "9993…" INVALID_STORE_KEY, any other "999…" TERMGAME_ERROR_LEGION.
 * Returns the refusal's code, or null when delivered.
 */
export function deliverGameTopup(accountValues: readonly string[]): ProviderErrorCode | null {
  const playerId = accountValues[0] ?? ''
  if (!playerId.startsWith('999')) return null
  return failureByFourthDigit[playerId.charAt(3)] ?? 'TERMGAME_ERROR_LEGION'
}
