import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '#server/src/db/database.ts'
import { isUniqueViolation } from '#server/src/db/errors.ts'
import { ApiError } from '#server/src/http/api-error.ts'
import { moveMoney, openWallet, type WalletMove } from '#server/src/modules/wallet/wallet-ledger.ts'
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts'
import { walletState } from './fixtures.ts'

let database: TestDatabase
let db: Database
const at = new Date('2026-03-01T09:30:00.000Z')

beforeAll(async () => {
  database = await openTestDatabase('migrated')
  db = database.db
})
afterAll(async () => {
  await database?.close()
})

let sequence = 0
async function newWallet(): Promise<string> {
  sequence += 1
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ user_name: `20300000${String(sequence).padStart(2, '0')}`, full_name: 'Ledger' })
      .returning('id')
      .executeTakeFirstOrThrow()
    return openWallet(trx, user.id)
  })
}

const move = (walletId: string, walletMove: WalletMove) =>
  db.transaction().execute((trx) => moveMoney(trx, { walletId, move: walletMove, at }))

const entriesOf = (walletId: string) =>
  db
    .selectFrom('wallet_entries')
    .select(['delta', 'reason', 'ref_id', 'created_at'])
    .where('wallet_id', '=', walletId)
    .orderBy('created_at')
    .orderBy('delta', 'desc')
    .execute()

describe('the wallet ledger', () => {
  test('a top-up credits its amount with a TOPUP entry for the top-up, and answers the balance after', async () => {
    const wallet = await newWallet()
    const topupId = randomUUID()

    const balance = await move(wallet, { reason: 'TOPUP', topupId, amount: 20_000 })

    expect(balance).toBe(20_000)
    expect(await walletState(db, wallet)).toEqual({ balance: 20_000, ledger: 20_000 })
    expect(await entriesOf(wallet)).toEqual([
      { delta: 20_000, reason: 'TOPUP', ref_id: topupId, created_at: at },
    ])
  })

  test('a purchase debits its amount with a negative PURCHASE entry for the invoice', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 20_000 })
    const invoiceId = randomUUID()

    const balance = await move(wallet, { reason: 'PURCHASE', invoiceId, amount: 15_000 })

    expect(balance).toBe(5_000)
    expect(await walletState(db, wallet)).toEqual({ balance: 5_000, ledger: 5_000 })
    expect(await entriesOf(wallet)).toEqual([
      { delta: 20_000, reason: 'ADMIN', ref_id: null, created_at: at },
      { delta: -15_000, reason: 'PURCHASE', ref_id: invoiceId, created_at: at },
    ])
  })

  test('a refund credits the invoice back with a REFUND entry, once', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 10_000 })
    const invoiceId = randomUUID()
    await move(wallet, { reason: 'PURCHASE', invoiceId, amount: 10_000 })

    const balance = await move(wallet, { reason: 'REFUND', invoiceId, amount: 10_000 })
    const again = await move(wallet, { reason: 'REFUND', invoiceId, amount: 10_000 }).catch(
      (caught: unknown) => caught,
    )

    expect(balance).toBe(10_000)
    expect(isUniqueViolation(again, 'wallet_entries_reason_ref_unique')).toBe(true)
    expect(await walletState(db, wallet)).toEqual({ balance: 10_000, ledger: 10_000 })
    expect((await entriesOf(wallet)).map((entry) => entry.reason).sort()).toEqual([
      'ADMIN',
      'PURCHASE',
      'REFUND',
    ])
  })

  test('a debit the balance does not cover is refused with 409 AMOUNT_IS_NOT_ENOUGH, moving nothing', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 9_999 })

    const refused = await move(wallet, {
      reason: 'PURCHASE',
      invoiceId: randomUUID(),
      amount: 10_000,
    }).catch((caught: unknown) => caught)

    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 409, code: 'AMOUNT_IS_NOT_ENOUGH' })
    expect(await walletState(db, wallet)).toEqual({ balance: 9_999, ledger: 9_999 })
  })

  test('an amount that is not a positive whole number of kip moves nothing', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 10_000 })

    for (const amount of [-5_000, 0, 2.5]) {
      await expect(
        move(wallet, { reason: 'PURCHASE', invoiceId: randomUUID(), amount }),
      ).rejects.toThrow('positive whole number of kip')
    }

    expect(await walletState(db, wallet)).toEqual({ balance: 10_000, ledger: 10_000 })
  })

  test('one purchase cannot be debited twice', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 30_000 })
    const invoiceId = randomUUID()
    await move(wallet, { reason: 'PURCHASE', invoiceId, amount: 10_000 })

    const again = await move(wallet, { reason: 'PURCHASE', invoiceId, amount: 10_000 }).catch(
      (caught: unknown) => caught,
    )

    expect(isUniqueViolation(again, 'wallet_entries_reason_ref_unique')).toBe(true)
    expect(await walletState(db, wallet)).toEqual({ balance: 20_000, ledger: 20_000 })
  })

  test('debits at once against a balance for two: two pass, the rest are refused, never below zero', async () => {
    const wallet = await newWallet()
    await move(wallet, { reason: 'ADMIN', amount: 10_000 })

    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        move(wallet, { reason: 'PURCHASE', invoiceId: randomUUID(), amount: 5_000 }),
      ),
    )

    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    )
    expect(passed.map((outcome) => outcome.value).sort((a, b) => a - b)).toEqual([0, 5_000])
    expect(refused).toHaveLength(4)
    for (const reason of refused) expect(reason).toMatchObject({ code: 'AMOUNT_IS_NOT_ENOUGH' })
    expect(await walletState(db, wallet)).toEqual({ balance: 0, ledger: 0 })
  })
})
