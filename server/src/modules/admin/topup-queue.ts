import type { components } from '#contract/schema.d.ts'
import type { Database } from '../../db/database.ts'
import { UNDECIDED_STATUSES } from '../wallet/topup-store.ts'

type AdminTopup = components['schemas']['AdminTopup']

/**
 * The top-ups an operator may decide, oldest first (a queue): the flagged ones, the WAITING ones
 * whose QR can still be paid, and the mobile-money transfers WAITING_RECEIPT, each with its
 * customer and what the bank, or the customer of a transfer, said of it.
 */
export async function listTopupsToDecide(db: Database, now: Date): Promise<AdminTopup[]> {
  const rows = await db
    .selectFrom('topups')
    .innerJoin('users', 'users.id', 'topups.user_id')
    .selectAll('topups')
    .select(['users.full_name', 'users.user_name'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('topups.status', 'in', UNDECIDED_STATUSES),
          eb.or([eb('topups.expires_at', 'is', null), eb('topups.expires_at', '>', now)]),
        ]),
        eb.and([
          eb('topups.flag_reason', 'is not', null),
          eb('topups.status', 'in', ['WAITING', 'CANCEL']),
        ]),
      ]),
    )
    .orderBy('topups.created_at', 'asc')
    .orderBy('topups.id', 'asc')
    .execute()
  const payments = rows.length
    ? await db
        .selectFrom('bank_payments')
        .selectAll()
        .where(
          'topup_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('received_at', 'asc')
        .execute()
    : []
  return rows.map((row) => ({
    _id: row.id,
    amount: row.amount,
    status: row.status,
    moneyType: row.money_type,
    billNumber: row.bill_number,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    customer: { _id: row.user_id, fullName: row.full_name, phone: row.user_name },
    flagReason: row.flag_reason,
    payments: payments
      .filter((payment) => payment.topup_id === row.id)
      .map((payment) => ({
        transactionId: payment.transaction_id,
        amount: payment.amount,
        currency: payment.currency,
        paidAt: payment.paid_at.toISOString(),
        outcome: payment.outcome,
      })),
    mobileMoney:
      row.sender_phone && row.transfer_reference
        ? { senderPhone: row.sender_phone, reference: row.transfer_reference }
        : null,
  }))
}
