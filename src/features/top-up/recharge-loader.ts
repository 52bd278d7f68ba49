import type { MobileMoneyAccount } from '#machines/recharge-mobile-money.types'
import { dataOf } from '../../api/answer'
import type { ApiClient } from '../../api/client'

/**
 * What the recharge screen needs before it draws the methods: the shop's mobile-money account,
 * null when the shop takes no mobile money, and then the method is not offered. A failed reading
 * leaves the method out too: the other three need nothing loaded, and stay usable.
 */
export async function loadRechargeMethods(
  api: ApiClient,
  signal: AbortSignal,
): Promise<{ mobileMoney: MobileMoneyAccount | null }> {
  try {
    const { account, ussd } = await dataOf(api.GET('/api/v1/mobile-money', { signal }))
    return { mobileMoney: account ? { account, ussd } : null }
  } catch {
    return { mobileMoney: null }
  }
}
