import type { Transaction } from 'kysely'
import { randomBytes } from 'node:crypto'
import type { BankConfig } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import { TOPUP_CURRENCY } from '../modules/wallet/bank-notice.ts'
import { createTopup, TOPUP_QR_LIFETIME_MS } from '../modules/wallet/topup-store.ts'
import type { SeededPerson } from './insert-people.ts'

const minute = 60 * 1000

/**
 * The desk's evidence, one top-up of each kind an operator weighs (openapi.yaml TopupEvidence): a
 * QR paid twice, whose second payment waits with a notice that matches it; a fresh QR the bank has
 * said nothing of (payable from the /dev bank until it expires); and a QR paid after it expired,
 * closed with the notice that came late. Rows as the shop itself would have left them.
 */
export async function insertDeskEvidence(
  trx: Transaction<Tables>,
  bank: BankConfig,
  person: SeededPerson,
  now: Date,
): Promise<void> {
  const { id: walletId, balance } = await trx
    .selectFrom('wallets')
    .select(['id', 'balance'])
    .where('user_id', '=', person.id)
    .executeTakeFirstOrThrow()
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * minute)
  const owner = { userId: person.id, walletId, amount: 0 }

  // A second payment of a paid QR: bank-notice.ts makes it a WAITING top-up of its own, with no QR.
  const paidTwice = await trx
    .insertInto('topups')
    .values({
      user_id: person.id,
      wallet_id: walletId,
      old_amount: balance,
      amount: 40_000,
      current_amount: balance,
      status: 'WAITING',
      money_type: 'BANK',
      flag_reason: 'DUPLICATE_PAYMENT',
      flagged_at: at(12),
      created_at: at(12),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await recordNotice(trx, paidTwice.id, 40_000, at(12))

  await createTopup(trx, { now: () => at(2) }, bank, { ...owner, amount: 60_000 })

  const expiredAt = 25
  const late = await createTopup(
    trx,
    { now: () => at(expiredAt + TOPUP_QR_LIFETIME_MS / minute) },
    bank,
    { ...owner, amount: 35_000 },
  )
  await trx
    .updateTable('topups')
    // Closed by the expiry job, then flagged when the bank's notice came; the spent QR is dropped.
    .set({ status: 'CANCEL', qr_code: null, flag_reason: 'PAID_WHEN_CLOSED', flagged_at: at(20) })
    .where('id', '=', late.id)
    .execute()
  await recordNotice(trx, late.id, 35_000, at(20))
}

async function recordNotice(
  trx: Transaction<Tables>,
  topupId: string,
  amount: number,
  paidAt: Date,
) {
  await trx
    .insertInto('bank_payments')
    .values({
      transaction_id: `DEMO${randomBytes(8).toString('hex').toUpperCase()}`,
      topup_id: topupId,
      amount,
      currency: TOPUP_CURRENCY,
      paid_at: paidAt,
      received_at: paidAt,
      outcome: 'FLAGGED',
    })
    .execute()
}
