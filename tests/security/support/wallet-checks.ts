import { expect } from 'vitest'
import { walletState } from '../../server/shop/fixtures.ts'
import type { TestServer } from '../../server/support/test-server.ts'

/** The wallet holds `amount` kip, and its ledger says the same: no money moved without a record. */
export async function expectWalletHolds(server: TestServer, walletId: string, amount: number) {
  expect(await walletState(server.db, walletId)).toEqual({ balance: amount, ledger: amount })
}
